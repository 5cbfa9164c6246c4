// The reading's accuracy floor on the corpus's committed part (workers/reader/test/fixtures/corpus:
// Chromium, LibreOffice, Ghostscript and pdf-lib PDFs, a 300 dpi photo and a scanned PDF), read as
// the reader reads a stored document — the real PDF library and the real Tesseract — and scored
// like the bench (bench/lib/reading-score.ts). `npm run bench` measures the whole corpus.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DocumentFacts } from "../../../bench/lib/reading-facts";
import { scoreDocument } from "../../../bench/lib/reading-score";
import { tallyReadings } from "../../../bench/lib/reading-tally";
import { createHttpOcrEngine } from "../src/ocr/http-engine";
import { readDocument } from "../src/read-document";
import facts from "./fixtures/corpus/facts.json";
import invoiceUrl from "./fixtures/corpus/inv-01-chromium-invoice-standard.pdf?inline";
import photoUrl from "./fixtures/corpus/pic-05-image-300-of-rc-15.jpg?inline";
import scannedUrl from "./fixtures/corpus/pic-07-scanned-pdf-of-rc-06.pdf?inline";
import chromiumUrl from "./fixtures/corpus/rc-01-chromium-key-value.pdf?inline";
import chromiumTablesUrl from "./fixtures/corpus/rc-02-chromium-stop-charges-tables.pdf?inline";
import libreOfficeUrl from "./fixtures/corpus/rc-15-libreoffice-key-value.pdf?inline";
import ghostscriptUrl from "./fixtures/corpus/rc-20-ghostscript-key-value.pdf?inline";
import pdfLibUrl from "./fixtures/corpus/rc-25-pdf-lib-key-value.pdf?inline";
import { bytesOfDataUrl } from "./fixtures/files";

const FILES: Record<string, string> = {
  "inv-01-chromium-invoice-standard.pdf": invoiceUrl,
  "pic-05-image-300-of-rc-15.jpg": photoUrl,
  "pic-07-scanned-pdf-of-rc-06.pdf": scannedUrl,
  "rc-01-chromium-key-value.pdf": chromiumUrl,
  "rc-02-chromium-stop-charges-tables.pdf": chromiumTablesUrl,
  "rc-15-libreoffice-key-value.pdf": libreOfficeUrl,
  "rc-20-ghostscript-key-value.pdf": ghostscriptUrl,
  "rc-25-pdf-lib-key-value.pdf": pdfLibUrl,
};

/** Floors, a little under the bench's targets (text ≥ 95%, pictures ≥ 85%) on a corpus this small. */
const FLOORS = { textPdfFields: 0.95, pictureFields: 0.7 };

describe("the reading's accuracy on the committed corpus", () => {
  it("reads the fields and clauses the facts state, with no false flag", async () => {
    const ocr = createHttpOcrEngine({ url: env.OCR_URL ?? "" });
    const corpus = facts as DocumentFacts[];
    expect(corpus.map((item) => item.file).sort()).toEqual(Object.keys(FILES).sort());
    const scores = [];
    for (const item of corpus) {
      const bytes = bytesOfDataUrl(FILES[item.file] ?? "");
      const reading = await readDocument({ bytes, mimeType: item.mimeType, kind: item.documentKind }, { ocr });
      expect(reading.status, item.file).toBe("read");
      const read = reading.status === "read" ? reading : null;
      scores.push(scoreDocument(item, { fields: read?.fields ?? null, clauses: read?.clauses ?? [] }));
    }
    const tally = tallyReadings(scores);
    const wrong = scores.flatMap((score) =>
      score.fields.filter((field) => !field.right).map((field) => `${score.file} ${field.field}`),
    );
    expect(tally.textPdfs.share, wrong.join("\n")).toBeGreaterThanOrEqual(FLOORS.textPdfFields);
    expect(tally.pictures.share, wrong.join("\n")).toBeGreaterThanOrEqual(FLOORS.pictureFields);
    expect(tally.clauses.missed, JSON.stringify(tally.clauses)).toBe(0);
    expect(tally.clauses.falseFlags, JSON.stringify(tally.clauses)).toBe(0);
  });
});
