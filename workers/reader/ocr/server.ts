/**
 * The OCR server: a real Tesseract (tesseract.js, English model from npm) in a Node process of its
 * own, because the reader's Worker isolate can neither compile its wasm nor hold its memory
 * (decision 0029). Listens on 127.0.0.1 only.
 *
 *   npx tsx workers/reader/ocr/server.ts --port 8790 [--budget-ms 30000] [--exit-with-stdin]   (--port 0: any free port)
 *
 * It stops by itself when the process that started it dies: it watches its parent's pid, and with
 * --exit-with-stdin also the end of its stdin (a pipe from the parent closes when the parent dies).
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { DEFAULT_PICTURE_LIMITS } from "./admit-picture";
import { engineName } from "./engine-name";
import { createOcrHandler } from "./ocr-handler";
import { createRecognizer } from "./tesseract-recognizer";

const DEFAULT_BUDGET_MS = 30_000;
const PARENT_POLL_MS = 1_000;

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8790" },
    // Per request, from arrival (queue included) to answer; a recognition past it is stopped (503).
    "budget-ms": { type: "string", default: String(DEFAULT_BUDGET_MS) },
    "exit-with-stdin": { type: "boolean", default: false },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port ${values.port} is not a port`);
const budgetMs = Number(values["budget-ms"]);
if (!(budgetMs > 0)) throw new Error(`--budget-ms ${values["budget-ms"]} is not a duration`);

const started = performance.now();
const recognizer = createRecognizer();
const engine = engineName();
const server = createServer(createOcrHandler({ recognizer, engine, limits: DEFAULT_PICTURE_LIMITS, budgetMs }));
// A picture's upload and recognition may take longer than Node's default request timeout allows.
server.requestTimeout = Math.max(budgetMs * 4, 120_000);

let stopping = false;
function stop(reason: string): void {
  if (stopping) return;
  stopping = true;
  console.error(`[ocr] stopping: ${reason}`);
  server.close();
  server.closeAllConnections();
  recognizer.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
}

const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop("its parent process ended");
}, PARENT_POLL_MS).unref();
if (values["exit-with-stdin"]) {
  process.stdin.on("end", () => stop("stdin ended"));
  process.stdin.on("error", () => stop("stdin failed"));
  process.stdin.resume();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

// The worker warms before the port opens, so /health answering means a picture is read at once.
await recognizer.warm();
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  const ms = Math.round(performance.now() - started);
  // start-ocr-server.ts reads the URL from this line.
  console.error(`[ocr] ${engine} listening on http://127.0.0.1:${bound} (ready in ${ms} ms)`);
});
server.on("error", (error) => {
  console.error(`[ocr] ${error.message}`);
  process.exit(1);
});
