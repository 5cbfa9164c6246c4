// Blocks drawn with pdf-lib's drawText in the standard 14 fonts.
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Block } from "./blocks";
import { layOut, PAGE } from "./render-lines";

export async function renderPdfLib(blocks: readonly Block[], family: "Helvetica" | "Courier"): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  // A fixed date keeps the bytes reproducible from the same seed.
  pdf.setCreationDate(new Date("2026-11-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-11-01T00:00:00Z"));
  pdf.setProducer("pdf-lib");
  const regular = await pdf.embedFont(family === "Helvetica" ? StandardFonts.Helvetica : StandardFonts.Courier);
  const bold = await pdf.embedFont(family === "Helvetica" ? StandardFonts.HelveticaBold : StandardFonts.CourierBold);
  const runs = layOut(
    blocks,
    (text, size, isBold) => (isBold ? bold : regular).widthOfTextAtSize(text, size),
    family === "Courier" ? 9 : 10,
  );
  const pages = Math.max(...runs.map((run) => run.page));
  for (let number = 1; number <= pages; number++) {
    const page = pdf.addPage([PAGE.width, PAGE.height]);
    for (const run of runs.filter((item) => item.page === number)) {
      page.drawText(run.text, { x: run.x, y: PAGE.height - run.y, size: run.size, font: run.bold ? bold : regular });
    }
  }
  return pdf.save();
}
