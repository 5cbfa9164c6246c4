import { Unzlib } from "fflate";

/**
 * How many bytes zlib data inflates to, counted as it is produced and never kept, so a few
 * kilobytes that would inflate to gigabytes cost a bounded moment: counting stops once it passes
 * `cap`. `layers` is how many FlateDecode filters are chained (each layer's output is the next
 * one's input, and PDF.js buffers every layer, so all of them count). Input goes in 1 KiB pieces,
 * so the count overshoots the cap by at most about 1 MiB (DEFLATE inflates at most 1032:1).
 * Damaged data counts what decoded before the damage; nothing here throws.
 */
const PIECE_BYTES = 1024;

class CapReached extends Error {}

export function inflatedSize(data: Uint8Array, layers: number, cap: number): number {
  let produced = 0;
  const feedInPieces = (stage: Unzlib, chunk: Uint8Array) => {
    for (let at = 0; at < chunk.length; at += PIECE_BYTES) {
      if (produced > cap) throw new CapReached();
      stage.push(chunk.subarray(at, at + PIECE_BYTES));
    }
  };
  let feed: ((chunk: Uint8Array) => void) | null = null;
  for (let layer = layers - 1; layer >= 0; layer--) {
    const downstream: ((chunk: Uint8Array) => void) | null = feed;
    const stage: Unzlib = new Unzlib((chunk) => {
      produced += chunk.length;
      downstream?.(chunk);
    });
    feed = (chunk) => feedInPieces(stage, chunk);
  }
  try {
    feed?.(data);
  } catch {
    // The cap, damaged data, or bytes past the end of the data: what was counted stands.
  }
  return produced;
}
