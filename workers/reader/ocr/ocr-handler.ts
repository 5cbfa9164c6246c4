import type { IncomingMessage, ServerResponse } from "node:http";
import { orientedSize } from "../src/picture-header";
import { admitPicture, type PictureLimits } from "./admit-picture";
import { RecognitionTimeoutError, type Recognizer, UnreadablePictureError } from "./tesseract-recognizer";

export interface OcrHandlerOptions {
  recognizer: Recognizer;
  engine: string;
  limits: PictureLimits;
  /** From a request's arrival to its answer, queue included. */
  budgetMs: number;
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

/** Past this an oversize upload is cut off rather than read to its end. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * The body, or null when it passes `maxBytes`. An oversize body is read on to its end and dropped
 * (up to MAX_DRAIN_BYTES), because a client still uploading would see a broken pipe, not the 413.
 */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_DRAIN_BYTES) {
      request.destroy();
      break;
    }
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? null : new Uint8Array(Buffer.concat(chunks));
}

async function recognize(request: IncomingMessage, response: ServerResponse, options: OcrHandlerOptions) {
  const arrived = performance.now();
  const { limits } = options;
  const bytes = await readBody(request, limits.maxBodyBytes);
  if (!bytes) {
    response.setHeader("connection", "close");
    return answer(response, 413, { error: "too_large", message: `the body is over ${limits.maxBodyBytes} bytes` });
  }
  const admission = admitPicture(bytes, request.headers["content-type"], limits);
  if (!admission.ok) return answer(response, admission.status, { error: admission.error, message: admission.message });
  try {
    const size = orientedSize(bytes, admission.header);
    const result = await options.recognizer.recognize(bytes, size, arrived + options.budgetMs);
    answer(response, 200, { ...result, engine: options.engine });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof UnreadablePictureError) return answer(response, 422, { error: "unreadable", message });
    if (error instanceof RecognitionTimeoutError) return answer(response, 503, { error: "timeout", message });
    answer(response, 500, { error: "failed", message });
  }
}

/** GET /health and POST /recognize; anything else is a 404. */
export function createOcrHandler(options: OcrHandlerOptions) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const route = `${request.method} ${new URL(request.url ?? "/", "http://ocr").pathname}`;
    if (route === "GET /health") {
      answer(response, 200, { ok: true, engine: options.engine });
    } else if (route === "POST /recognize") {
      recognize(request, response, options).catch((error: unknown) => {
        if (!response.headersSent) answer(response, 500, { error: "failed", message: String(error) });
      });
    } else {
      answer(response, 404, { error: "not_found" });
    }
  };
}
