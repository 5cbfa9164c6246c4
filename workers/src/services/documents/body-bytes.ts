import { AppError } from "../../core/errors";

export type DocumentBodySource = ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array>;

/**
 * Reads an upload into memory, refusing more than `maxBytes` as soon as it is exceeded.
 * Buffering is deliberate: WebCrypto's AES-GCM is one-shot (no streaming), and a body is at most
 * 10MB (docs/product.md#load-board-business-constants-and-limits), well inside a Worker's 128MB. Larger files would need chunked AES-GCM.
 */
export async function readBodyBytes(source: DocumentBodySource, maxBytes: number): Promise<Uint8Array> {
  if (source instanceof ArrayBuffer) return checkSize(new Uint8Array(source), maxBytes);
  if (ArrayBuffer.isView(source))
    return checkSize(new Uint8Array(source.buffer, source.byteOffset, source.byteLength), maxBytes);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = source.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", "File too large");

function checkSize(bytes: Uint8Array, maxBytes: number): Uint8Array {
  if (bytes.byteLength > maxBytes) throw tooLarge();
  return bytes;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
  return Array.from(digest, (value) => value.toString(16).padStart(2, "0")).join("");
}
