import { describe, expect, it } from "vitest";
import { sniffFileKind } from "../file-signature";
import { extractDocumentText } from "./extract-text";
import { textFromContentStream } from "./pdf-content-text";
import { buildDocx, buildPdf, compress, latin1Bytes } from "./test-documents";

const PDF = "application/pdf";
const squash = (text: string | null) => text?.replace(/\s+/g, " ").trim() ?? null;

describe("PDF content streams", () => {
  it("reads Tj, ', \" and TJ, with spaces for wide TJ gaps", () => {
    const text = textFromContentStream(
      "BT /F1 12 Tf 72 720 Td (Rate Confirmation) Tj T* [(Lo)20(ad)-300(TR-)(4242)] TJ (next line) ' 1 2 (quoted) \" ET",
    );
    expect(text).toBe(" Rate Confirmation\nLoad TR-4242\nnext line\nquoted\n");
  });

  it("decodes escapes, octal codes, nested parentheses, hex and UTF-16 strings", () => {
    expect(squash(textFromContentStream("BT (Acme \\(East\\) (Freight)) Tj (\\0442,500.00\\n) Tj ET"))).toBe(
      "Acme (East) (Freight)$2,500.00",
    );
    expect(squash(textFromContentStream("BT <54522D 34323432> Tj <FEFF00410063006D0065> Tj ET"))).toBe("TR-4242Acme");
  });

  it("ignores strings that no text operator shows, and inline image data", () => {
    expect(
      squash(
        textFromContentStream(
          "/Span << /ActualText (hidden) >> BDC EMC BI /W 1 ID \u0000(junk) Tj\nEI BT (shown) Tj ET",
        ),
      ),
    ).toBe("shown");
  });
});

describe("extractDocumentText", () => {
  it("reads an uncompressed PDF", async () => {
    const pdf = await buildPdf([{ content: "BT 72 720 Td (Load TR-4242) Tj T* (Acme Freight LLC) Tj ET" }]);
    expect(sniffFileKind(pdf)).toBe("pdf");
    expect(squash(await extractDocumentText(pdf, PDF))).toBe("Load TR-4242 Acme Freight LLC");
  });

  it("reads FlateDecode content streams and skips images and fonts", async () => {
    const pdf = await buildPdf([
      { content: "BT (image bytes) Tj ET", dictionary: "/Subtype /Image /Width 1", flate: true },
      { content: "BT (font program) Tj ET", dictionary: "/Length1 20", flate: true },
      { content: "BT [(Total )-250(rate: $2,500.00)] TJ ET", flate: true },
      { content: "BT (indirect length) Tj ET", flate: true, indirectLength: true },
    ]);
    expect(squash(await extractDocumentText(pdf, PDF))).toBe("Total rate: $2,500.00 indirect length");
  });

  it("gives null for a PDF with no readable text (a scan) and for streams under other filters", async () => {
    const scan = await buildPdf([
      { content: latin1Bytes("\u00ff\u00d8\u00ff\u00e0"), dictionary: "/Subtype /Image /Filter /DCTDecode" },
    ]);
    expect(await extractDocumentText(scan, PDF)).toBeNull();
    const ascii85 = await buildPdf([{ content: "BT (x) Tj ET", dictionary: "/Filter /ASCII85Decode" }]);
    expect(await extractDocumentText(ascii85, PDF)).toBeNull();
  });

  it("survives a corrupt Flate stream and caps a decompression bomb", async () => {
    const corrupt = await buildPdf([{ content: latin1Bytes("x\u009c garbage"), dictionary: "/Filter /FlateDecode" }]);
    expect(await extractDocumentText(corrupt, PDF)).toBeNull();
    const zeros = await compress(new Uint8Array(12 * 1024 * 1024), "deflate");
    const bomb = await buildPdf([
      { content: zeros, dictionary: "/Filter /FlateDecode" },
      { content: "BT (after) Tj ET" },
    ]);
    expect(zeros.length).toBeLessThan(100_000);
    expect(squash(await extractDocumentText(bomb, PDF))).toBe("after");
  });

  it("reads plain text and the paragraphs of a DOCX", async () => {
    expect(await extractDocumentText(new TextEncoder().encode("Load 42"), "text/plain; charset=utf-8")).toBe("Load 42");
    const docx = await buildDocx(["Rate confirmation", "Load TR-4242 &amp; Co", "Rate: $1,800.50"]);
    expect(sniffFileKind(docx)).toBe("docx");
    const text = await extractDocumentText(
      docx,
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(text).toBe("Rate confirmation\nLoad TR-4242 & Co\nRate: $1,800.50\n");
  });

  it("gives null for images and legacy .doc files: no OCR, no OLE2 reader", async () => {
    expect(await extractDocumentText(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), "image/png")).toBeNull();
    expect(await extractDocumentText(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), "application/msword")).toBeNull();
    expect(await extractDocumentText(new TextEncoder().encode("   \n"), "text/plain")).toBeNull();
  });
});
