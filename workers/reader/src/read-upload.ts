import type { ReadDocumentKind } from "@truerate/domain/documents/reading/types";
import type { ReaderEnv } from "./env";
import { createHttpOcrEngine } from "./ocr/http-engine";
import { readDocument } from "./read-document";

const KINDS: readonly ReadDocumentKind[] = ["rate_confirmation", "invoice", "bill_of_lading", "other"];
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** POST /read in development: the reading of the request's body, with its duration. */
export async function readUpload(request: Request, env: ReaderEnv): Promise<Response> {
  const url = new URL(request.url);
  if (env.ENVIRONMENT !== "development" || url.pathname !== "/read") return new Response("Not found", { status: 404 });
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
  const declared = request.headers.get("x-document-kind") ?? "rate_confirmation";
  const kind = KINDS.find((candidate) => candidate === declared);
  if (!kind) return Response.json({ error: `x-document-kind must be one of ${KINDS.join(", ")}` }, { status: 400 });
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES) return Response.json({ error: "The body is over 10 MB" }, { status: 413 });
  const mimeType = (request.headers.get("content-type") ?? "application/octet-stream").split(";")[0]?.trim() ?? "";
  const ocr = env.OCR_URL ? createHttpOcrEngine({ url: env.OCR_URL }) : null;
  const started = Date.now();
  const reading = await readDocument({ bytes, mimeType, kind }, { ocr });
  return Response.json({ ...reading, durationMs: Date.now() - started });
}
