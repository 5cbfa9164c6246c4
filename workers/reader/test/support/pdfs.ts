import { PDFDocument, StandardFonts } from "pdf-lib";

/** A real PDF (page tree, fonts) with these lines of text on its pages, one page per array. */
export async function textPdf(pages: readonly (readonly string[])[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([612, 792]);
    lines.forEach((line, index) => {
      page.drawText(line, { x: 54, y: 740 - index * 18, size: 11, font });
    });
  }
  return pdf.save();
}

/** The rate confirmation the queue tests read: number, broker, carrier pay and a waiver clause. */
export function rateConfirmationPdf(options: { total?: string; waiver?: boolean } = {}): Promise<Uint8Array> {
  return textPdf([
    [
      "RATE CONFIRMATION",
      "Load #: TR-4242",
      "Broker: Acme Freight Brokerage LLC   MC# 123456",
      "Carrier: Blue Line Carriers Inc   MC# 654321",
      "Pickup: Dallas, TX   11/20/2026",
      "Delivery: Atlanta, GA   11/22/2026",
      "Linehaul: $2,200.00",
      "Fuel Surcharge: $250.00",
      `Total Carrier Pay: ${options.total ?? "$2,450.00"}`,
      "Payment Terms: Net 30",
      ...(options.waiver ? ["Carrier waives any right to review Broker's records under 49 CFR 371.3."] : []),
    ],
  ]);
}
