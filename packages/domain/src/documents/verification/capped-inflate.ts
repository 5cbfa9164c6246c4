import { Inflate } from "fflate";

/**
 * DEFLATE through fflate, with the two guarantees an upload needs: the output is capped as it is
 * produced (a few kilobytes can inflate to gigabytes), and damaged data yields what was decoded
 * before the damage instead of an error. The input goes in 1 KiB pieces, so at most about 1 MiB
 * (DEFLATE's 1032:1 ratio) is produced past the cap before decoding stops. Checksums are not
 * verified: the text is only read for a best-effort match, never trusted or served.
 * (workerd's DecompressionStream is not used: it reports spurious unhandled rejections on damaged
 * input, workerd issue 6061, which a hostile upload would trigger at will.)
 */
const PIECE_BYTES = 1024;

/** Inflates `data` ("deflate" = zlib-wrapped, "deflate-raw" = bare) to at most `maxBytes`; never throws. */
export function inflateCapped(data: Uint8Array, format: "deflate" | "deflate-raw", maxBytes: number): Uint8Array {
  let start = 0;
  if (format === "deflate") {
    const [method = 0, flags = 0] = data;
    const isZlib = (method & 0x0f) === 8 && ((method << 8) | flags) % 31 === 0 && !(flags & 0x20); // no preset dictionary
    if (!isZlib) return new Uint8Array();
    start = 2;
  }
  const pieces: Uint8Array[] = [];
  let produced = 0;
  let ended = false;
  const inflater = new Inflate((piece, final) => {
    pieces.push(piece);
    produced += piece.length;
    if (final) ended = true;
  });
  try {
    for (let at = start; at < data.length && produced < maxBytes && !ended; at += PIECE_BYTES) {
      inflater.push(data.subarray(at, Math.min(at + PIECE_BYTES, data.length)));
    }
  } catch {
    // Damaged: keep what was produced.
  }
  const output = new Uint8Array(Math.min(produced, maxBytes));
  let offset = 0;
  for (const piece of pieces) {
    if (offset >= output.length) break;
    const take = piece.subarray(0, output.length - offset);
    output.set(take, offset);
    offset += take.length;
  }
  return output;
}
