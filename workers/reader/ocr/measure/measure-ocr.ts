/**
 * Measures one tesseract.js recognition in this process: start-up (worker, core, model), the
 * recognition's wall time, peak RSS of the whole process (worker thread included) and the wasm heap.
 * Run one picture per process so the peaks are its own:
 *   npx tsx workers/reader/ocr/measure/measure-ocr.ts <picture.png> [4.0.0_best_int|4.0.0]
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createWorker, OEM } from "tesseract.js";

const [picture, model = "4.0.0_best_int"] = process.argv.slice(2);
if (!picture) throw new Error("usage: measure-ocr.ts <picture> [model]");
const require = createRequire(import.meta.url);
const langPath = path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), model);

let peakRss = 0;
const sample = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20);
let wasmHeap = 0;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const started = performance.now();
const worker = await createWorker("eng", OEM.LSTM_ONLY, {
  langPath,
  cachePath: mkdtempSync(path.join(tmpdir(), "ocr-measure-")),
  gzip: true,
  workerPath: path.join(import.meta.dirname, "heap-worker.cjs"),
  logger: (message: { status: string; bytes?: number }) => {
    if (message.status === "wasm heap" && message.bytes) wasmHeap = message.bytes;
  },
});
const ready = performance.now();
const rssReady = process.memoryUsage.rss();
const { data } = await worker.recognize(readFileSync(picture), {}, { text: true, blocks: true });
const done = performance.now();
await new Promise((resolve) => setTimeout(resolve, 50));
clearInterval(sample);
await worker.terminate();

const text = data.text;
const expected = ["TR-4242", "$2,450.00", "MC 912334", "MC 784512", "Memphis", "Columbus", "371.3", "Net 30"];
console.log(
  JSON.stringify({
    picture: path.basename(picture),
    model,
    startupMs: Math.round(ready - started),
    recognizeMs: Math.round(done - ready),
    rssAfterStartupMb: mb(rssReady),
    peakRssMb: mb(Math.max(peakRss, process.resourceUsage().maxRSS * 1024)),
    wasmHeapMb: mb(wasmHeap),
    confidence: data.confidence,
    words: text.split(/\s+/).filter(Boolean).length,
    found: expected.filter((token) => text.includes(token)),
  }),
);
