// One document through the reader's POST /read, timed from the client.
import type { ClauseHit, DocumentFields, ReadingMethod } from "@truerate/domain/documents/reading/types";

/** What POST /read answers (workers/reader/src/read-upload.ts). */
export interface ReadAnswer {
  status: "read" | "unreadable";
  reason?: string;
  detail?: string;
  method?: ReadingMethod;
  pages: number;
  engine: string;
  fields?: DocumentFields;
  clauses?: ClauseHit[];
  durationMs: number;
}

export interface TimedRead {
  answer: ReadAnswer;
  /** Send to last byte of the answer. */
  ms: number;
}

export async function readOnce(
  baseUrl: string,
  document: { bytes: Uint8Array; mimeType: string; documentKind: string },
  timeoutMs = 180_000,
): Promise<TimedRead> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/read`, {
    method: "POST",
    headers: { "content-type": document.mimeType, "x-document-kind": document.documentKind },
    body: document.bytes,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`POST /read answered ${response.status}: ${text.slice(0, 500)}`);
  return { answer: JSON.parse(text) as ReadAnswer, ms };
}
