// Which documents the corpus holds: for each, its kind, layout and producer. Pictures of pages are
// made from a text document of the corpus (`from`), so they state exactly its facts.
import type { CorpusDocumentKind } from "../../lib/reading-facts";
import type { OtherLayout } from "./layouts-other";
import type { RcLayout } from "./layouts-rc";

export type TextProducer = "chromium" | "libreoffice" | "ghostscript" | "pdf-lib";
export type PictureProducer = "image-150" | "image-300" | "scanned-pdf";

export interface TextPlan {
  id: string;
  kind: CorpusDocumentKind;
  layout: RcLayout | OtherLayout;
  producer: TextProducer;
}

export interface PicturePlan {
  id: string;
  from: string;
  producer: PictureProducer;
  format: "jpeg" | "png";
  dpi: number;
  /** How a scanned PDF wraps its JPEG: pdf-lib's embedJpg (default) or Ghostscript from PostScript. */
  scanner?: "pdf-lib" | "ghostscript";
}

const RC_BY_PRODUCER: Record<TextProducer, RcLayout[]> = {
  chromium: [
    "key-value",
    "stop-charges-tables",
    "two-column",
    "tender-prose",
    "dense-paragraph",
    "tms-grid",
    "multi-page",
    "key-value",
    "stop-charges-tables",
    "two-column",
    "tender-prose",
    "dense-paragraph",
    "tms-grid",
    "multi-page",
  ],
  libreoffice: ["key-value", "stop-charges-tables", "two-column", "tender-prose", "multi-page"],
  ghostscript: ["key-value", "dense-paragraph", "tender-prose", "tms-grid", "stop-charges-tables"],
  "pdf-lib": ["key-value", "two-column", "tms-grid", "dense-paragraph", "stop-charges-tables"],
};

const PRODUCERS: TextProducer[] = ["chromium", "libreoffice", "ghostscript", "pdf-lib"];
const pad = (value: number) => String(value).padStart(2, "0");

export function corpusPlan(): { text: TextPlan[]; pictures: PicturePlan[] } {
  const text: TextPlan[] = [];
  for (const producer of PRODUCERS) {
    for (const layout of RC_BY_PRODUCER[producer]) {
      text.push({
        id: `rc-${pad(text.length + 1)}-${producer}-${layout}`,
        kind: "rate_confirmation",
        layout,
        producer,
      });
    }
  }
  let invoices = 0;
  for (const producer of PRODUCERS) {
    for (const layout of ["invoice-standard", "invoice-table"] as const) {
      invoices += 1;
      text.push({ id: `inv-${pad(invoices)}-${producer}-${layout}`, kind: "invoice", layout, producer });
    }
  }
  PRODUCERS.forEach((producer, index) => {
    text.push({ id: `bol-${pad(index + 1)}-${producer}`, kind: "bill_of_lading", layout: "bill-of-lading", producer });
  });
  const idOf = (prefix: string) => {
    const found = text.find((plan) => plan.id.startsWith(prefix));
    if (!found) throw new Error(`no planned document ${prefix}`);
    return found.id;
  };
  const pictures: PicturePlan[] = [
    { from: idOf("rc-01-"), producer: "image-150", format: "jpeg", dpi: 150 },
    { from: idOf("rc-26-"), producer: "image-150", format: "png", dpi: 150 },
    { from: idOf("rc-03-"), producer: "image-150", format: "jpeg", dpi: 150 },
    { from: idOf("rc-02-"), producer: "image-300", format: "jpeg", dpi: 300 },
    { from: idOf("rc-15-"), producer: "image-300", format: "jpeg", dpi: 300 },
    { from: idOf("rc-20-"), producer: "image-300", format: "png", dpi: 300 },
    { from: idOf("rc-06-"), producer: "scanned-pdf", format: "jpeg", dpi: 200 },
    { from: idOf("rc-18-"), producer: "scanned-pdf", format: "jpeg", dpi: 200 },
    { from: idOf("inv-01-"), producer: "image-300", format: "jpeg", dpi: 300 },
    { from: idOf("bol-02-"), producer: "scanned-pdf", format: "jpeg", dpi: 200, scanner: "ghostscript" },
  ].map((picture, index) => ({
    ...picture,
    id: `pic-${pad(index + 1)}-${picture.producer}-of-${picture.from.split("-").slice(0, 2).join("-")}`,
  })) as PicturePlan[];
  return { text, pictures };
}
