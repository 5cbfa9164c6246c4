import { describe, expect, it } from "vitest";
import { extractText } from "../src/extract/extract-text";
import { fixture } from "./fixtures/files";

// Time to the text layer of Chromium PDFs in workerd, warm (PDF.js loaded), over 20 runs each.
// The budget for a whole reading (text layer, fields, clauses) is p95 ≤ 300 ms.
const RUNS = 20;

async function timings(bytes: Uint8Array): Promise<{ p50: number; p95: number }> {
  await extractText(bytes, "application/pdf", { ocr: null });
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const result = await extractText(bytes, "application/pdf", { ocr: null });
    times.push(performance.now() - started);
    expect(result.ok).toBe(true);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

describe("extractText's speed", () => {
  it("reads a 1-page and a 3-page Chromium PDF within the reading's budget", async () => {
    const onePage = await timings(fixture.chromium());
    const threePages = await timings(fixture.chromium3Pages());
    console.log(
      `extractText in workerd, ${RUNS} runs: 1 page p50 ${onePage.p50.toFixed(1)} ms p95 ${onePage.p95.toFixed(1)} ms; 3 pages p50 ${threePages.p50.toFixed(1)} ms p95 ${threePages.p95.toFixed(1)} ms`,
    );
    expect(onePage.p95).toBeLessThan(300);
    expect(threePages.p95).toBeLessThan(300);
  });
});
