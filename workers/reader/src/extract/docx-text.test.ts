import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { docxLines, wordXmlLines } from "./docx-text";

const body = (inner: string) => `<?xml version="1.0"?><w:document><w:body>${inner}</w:body></w:document>`;
const p = (...runs: string[]) =>
  `<w:p><w:pPr><w:jc w:val="left"/></w:pPr>${runs.map((run) => `<w:r><w:t xml:space="preserve">${run}</w:t></w:r>`).join("")}</w:p>`;
const cell = (...paragraphs: string[]) => `<w:tc><w:tcPr/>${paragraphs.map((text) => p(text)).join("")}</w:tc>`;

describe("wordXmlLines", () => {
  it("makes a line of each paragraph, joining its runs and decoding entities", () => {
    const xml = body(`${p("Rate ", "confirmation")}${p("Load TR-4242 &amp; Co &#x24;1,800.50")}<w:p/>`);
    expect(wordXmlLines(xml)).toEqual([["Rate confirmation"], ["Load TR-4242 & Co $1,800.50"], [""]]);
  });

  it("makes a line of each table row with one entry a cell, a cell's paragraphs joined", () => {
    const table = `<w:tbl><w:tr>${cell("Linehaul")}${cell("$2,150.00")}</w:tr><w:tr>${cell("Fuel", "surcharge")}${cell("$245.50")}</w:tr></w:tbl>`;
    expect(wordXmlLines(body(p("Charges") + table + p("Net 30")))).toEqual([
      ["Charges"],
      ["Linehaul", "$2,150.00"],
      ["Fuel surcharge", "$245.50"],
      ["Net 30"],
    ]);
  });

  it("keeps tabs, breaks a line at w:br, and leaves out deleted text and field codes", () => {
    const xml = body(
      "<w:p><w:r><w:t>Total:</w:t><w:tab/><w:t>$9</w:t><w:br/><w:t>Net 15</w:t></w:r><w:del><w:r><w:delText>old</w:delText></w:r></w:del><w:r><w:instrText> PAGE </w:instrText></w:r></w:p>",
    );
    expect(wordXmlLines(xml)).toEqual([["Total:\t$9"], ["Net 15"]]);
  });
});

describe("docxLines", () => {
  const zip = (files: Record<string, string>) =>
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

  it("reads word/document.xml of the archive", () => {
    const docx = zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": body(p("Load 42")) });
    expect(docxLines(docx, 1024)).toEqual({ ok: true, lines: [["Load 42"]] });
  });

  it("says why for a damaged archive, a missing main part, and a main part over the cap", () => {
    expect(docxLines(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]), 1024)).toMatchObject({
      ok: false,
      reason: "malformed",
    });
    expect(docxLines(zip({ "word/other.xml": body(p("x")) }), 1024)).toEqual({
      ok: false,
      reason: "malformed",
      detail: "it has no word/document.xml",
    });
    expect(docxLines(zip({ "word/document.xml": body(p("x".repeat(2000))) }), 1024)).toEqual({
      ok: false,
      reason: "too_large",
      detail: "its word/document.xml is over 1024 bytes",
    });
  });
});
