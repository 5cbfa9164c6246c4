import type { ExtractedText, PageText } from "@truerate/domain/documents/reading/types";
import { describe, expect, it } from "vitest";
import { extractText } from "../src/extract/extract-text";
import { buildPdf, textPdf } from "./fixtures/build-pdf";
import { fixture } from "./fixtures/files";
import { rateConfirmationDocx } from "./fixtures/rate-confirmation-docx";

const PDF = "application/pdf";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A page's text, its items joined by spaces with whitespace folded. */
const pageString = (page: PageText | undefined) =>
  (page?.items ?? [])
    .map((item) => item.str)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
const allText = (result: ExtractedText) => (result.ok ? result.pages.map(pageString).join(" ") : "");
const read = (bytes: Uint8Array, mimeType = PDF) => extractText(bytes, mimeType, { ocr: null });

describe("extractText: PDFs from real producers, through PDF.js in workerd", () => {
  it("reads Chromium's print-to-PDF (subset CID fonts, Identity-H, ToUnicode) as text, not glyph ids", async () => {
    const result = await read(fixture.chromium());
    expect(result).toMatchObject({ ok: true, method: "text" });
    expect(result.engine).toMatch(/^unpdf 1\.8\.1 \(PDF\.js \d+\.\d+\.\d+\)$/);
    const text = allText(result);
    expect(text).toContain("Rate Confirmation");
    expect(text).toContain("Acme Freight Logistics LLC · MC 123456 · Dallas, TX");
    expect(text).toContain("TR-4242");
    expect(text).toContain("$2,470.50");
    expect(text).toContain("Confirmed efficiently by dispatch"); // ligatures "fi", "ffi"
  });

  it("gives each page its size in points and items in page coordinates, origin top left", async () => {
    const result = await read(fixture.chromium());
    if (!result.ok) throw new Error(result.detail);
    const [page] = result.pages;
    expect(page).toMatchObject({ page: 1, width: 612, height: 792 });
    const title = page?.items.find((item) => item.str === "Rate Confirmation");
    // Chromium set the 18 pt title's baseline 704.25 pt above the bottom, 70.9 pt from the left.
    expect(title?.x).toBeCloseTo(70.95, 1);
    expect(title?.height).toBeCloseTo(18, 1);
    expect(title?.y).toBeCloseTo(792 - 704.25 - 18, 1);
    const total = page?.items.find((item) => item.str === "$2,470.50");
    expect(total?.y).toBeGreaterThan(title?.y ?? Number.POSITIVE_INFINITY);
    expect(page?.items.every((item) => item.str.trim() !== "")).toBe(true);
  });

  it("reads the pages of a longer Chromium PDF in order, numbered from 1", async () => {
    const result = await read(fixture.chromium3Pages());
    if (!result.ok) throw new Error(result.detail);
    expect(result.pages.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(pageString(result.pages[0])).toContain("Load # TR-4242");
    expect(pageString(result.pages[2])).toContain("End of confirmation TR-4242.");
  });

  it("reads LibreOffice's export, table cells included", async () => {
    const text = allText(await read(fixture.libreOffice()));
    expect(text).toContain("Load # TR-4242");
    expect(text).toContain("Fuel surcharge $245.50");
    expect(text).toContain("Payment terms: Net 30 days from receipt of signed POD & invoice.");
  });

  it("reads Ghostscript's subset Type 1C fonts with their ligatures (the old reader gave Con\\u008crmation)", async () => {
    const text = allText(await read(fixture.ghostscript()));
    expect(text).toContain("Rate Confirmation");
    expect(text).not.toContain("\u008c");
    expect(text).toContain("Load TR-4242 from Dallas, TX to Atlanta, GA.");
    expect(text).toContain("Agreed rate: $2,500.00 paid by Acme Freight LLC.");
  });

  it("reads pdf-lib's standard fonts over several pages, with and without compressed object streams", async () => {
    const pages = [["Rate Confirmation", "Load TR-4242"], ["Total: $2,500.00"], ["Net 30"]];
    const result = await read(await textPdf(pages));
    if (!result.ok) throw new Error(result.detail);
    expect(result.pages.map(pageString)).toEqual(["Rate Confirmation Load TR-4242", "Total: $2,500.00", "Net 30"]);
    const [first] = result.pages;
    expect(first?.items[1]).toMatchObject({ str: "Load TR-4242", x: 72 });
    expect(first?.items[1]?.y).toBeCloseTo(792 - 706 - 12, 0);
    for (const objectStreams of [true, false]) {
      const pdf = await buildPdf({
        pages: [{ content: "BT /F1 12 Tf 72 720 Td (Load TR-4242) Tj ET", encoding: "flate" }],
        objectStreams,
      });
      expect(new TextDecoder("latin1").decode(pdf).includes("/ObjStm")).toBe(objectStreams);
      expect(allText(await read(pdf))).toBe("Load TR-4242");
    }
  });

  it("opens a PDF that has only an owner password (restrictions, no secret)", async () => {
    expect(allText(await read(fixture.encryptedOwner()))).toContain("Load # TR-4242");
  });
});

// The old hand-written reader's cases (packages/domain/src/documents/verification/extract-text.test.ts),
// now as PDFs with a page tree, read by PDF.js.
describe("extractText: content streams written by hand", () => {
  const lines = async (content: string, encoding: "none" | "flate" | "hex" = "none") => {
    const result = await read(await buildPdf({ pages: [{ content, encoding }] }));
    if (!result.ok) throw new Error(result.detail);
    const rows = new Map<number, string[]>();
    for (const item of result.pages[0]?.items ?? [])
      rows.set(Math.round(item.y), [...(rows.get(Math.round(item.y)) ?? []), item.str]);
    return [...rows.values()].map((row) => row.join("").replace(/\s+/g, " ").trim());
  };

  it("reads Tj, ', \" and TJ, with a space for a wide TJ gap", async () => {
    const content = `BT /F1 12 Tf 14 TL 72 720 Td (Rate Confirmation) Tj T* [(Lo)20(ad)-300(TR-)(4242)] TJ (next line) ' 0.5 0.1 (quoted) " ET`;
    expect(await lines(content)).toEqual(["Rate Confirmation", "Load TR-4242", "next line", "quoted"]);
  });

  it("decodes escapes, octal codes, nested parentheses and hex strings", async () => {
    const content =
      "BT /F1 12 Tf 72 720 Td (Acme \\(East\\) (Freight)) Tj 0 -14 Td (\\0442,500.00) Tj 0 -14 Td <54522D 34323432> Tj ET";
    expect(await lines(content)).toEqual(["Acme (East) (Freight)", "$2,500.00", "TR-4242"]);
  });

  it("reads no string that no text operator shows: marked-content properties, inline image data", async () => {
    const content =
      "/Span << /ActualText (hidden) >> BDC EMC BI /W 1 /H 1 /BPC 8 /CS /G ID \u0000(junk) Tj\nEI BT /F1 12 Tf 72 720 Td (shown on the page) Tj ET";
    expect(await lines(content)).toEqual(["shown on the page"]);
  });

  it("reads Flate and ASCIIHex content streams, and nothing of pictures' or fonts' streams", async () => {
    const pdf = await buildPdf({
      pages: [{ content: "BT /F1 12 Tf 72 720 Td [(Total )-250(rate: $2,500.00)] TJ ET", encoding: "flate" }],
      strays: [
        { data: new TextEncoder().encode("BT (image bytes) Tj ET"), dictionary: { Subtype: "Image" } },
        { data: new TextEncoder().encode("BT (font program) Tj ET"), dictionary: { Type: "FontFile" } },
      ],
    });
    expect(allText(await read(pdf))).toBe("Total rate: $2,500.00");
    expect(await lines("BT /F1 12 Tf 72 720 Td (Load TR-4242 in hex) Tj ET", "hex")).toEqual(["Load TR-4242 in hex"]);
  });
});

describe("extractText: DOCX and plain text", () => {
  it("reads a DOCX's paragraphs, one item each, and a table row's cells on one line", async () => {
    const result = await read(await rateConfirmationDocx(), DOCX);
    if (!result.ok) throw new Error(result.detail);
    expect(result).toMatchObject({ method: "text", engine: "fflate 0.8.3 (word/document.xml)" });
    const [page] = result.pages;
    const rows = new Map<number, string[]>();
    for (const item of page?.items ?? []) rows.set(item.y, [...(rows.get(item.y) ?? []), item.str]);
    const lines = [...rows.values()];
    expect(lines).toContainEqual(["Load # TR-4242"]);
    expect(lines).toContainEqual(["Fuel surcharge", "$245.50"]);
    expect(lines).toContainEqual(["Payment terms: Net 30 days from receipt of signed POD & invoice."]);
  });

  it("reads plain text a line an item, with its charset parameter", async () => {
    const result = await read(
      new TextEncoder().encode("Load 42\r\n\r\nRate: $1,800.50\n"),
      "text/plain; charset=utf-8",
    );
    if (!result.ok) throw new Error(result.detail);
    expect(result.pages[0]?.items.map(({ str, y }) => [str, y])).toEqual([
      ["Load 42", 0],
      ["Rate: $1,800.50", 28],
    ]);
  });
});
