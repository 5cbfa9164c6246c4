import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDocumentText } from "./extract-text";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "fixtures", name)));
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

describe("the PDF text reader on a PDF from a real producer (Ghostscript, subset-embedded fonts)", () => {
  it("reads the load number, the rate and the broker", async () => {
    const text = squash(await extractDocumentText(fixture("rate-confirmation-ghostscript.pdf"), "application/pdf"));
    expect(text).toContain("Load TR-4242 from Dallas, TX to Atlanta, GA.");
    expect(text).toContain("Agreed rate: $2,500.00 paid by Acme Freight LLC.");
  });

  it("misreads a ligature glyph of a subset font that has no ToUnicode map (the limit pdf-text.ts states)", async () => {
    const text = squash(await extractDocumentText(fixture("rate-confirmation-ghostscript.pdf"), "application/pdf"));
    // groff set "fi" as one glyph, code 0x8C of the subset's own encoding: read as Latin-1, it is a
    // control character, not "fi".
    expect(text).toContain("Rate Con\u008crmation");
    expect(text).not.toContain("Confirmation");
  });
});
