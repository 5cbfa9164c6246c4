// A "scanned" PDF: one Letter page holding only a JPEG picture of the page, no text layer.
import { PDFDocument } from "pdf-lib";

export async function scannedPdf(jpeg: Uint8Array): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date("2026-11-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2026-11-01T00:00:00Z"));
  pdf.setProducer("Scanner");
  const image = await pdf.embedJpg(jpeg);
  const page = pdf.addPage([612, 792]);
  // The rotated picture is a little larger than the page: fit it inside.
  const scale = Math.min(612 / image.width, 792 / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  page.drawImage(image, { x: (612 - width) / 2, y: (792 - height) / 2, width, height });
  return pdf.save();
}
