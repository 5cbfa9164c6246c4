import { IV_BYTES, TAG_BYTES } from "../../crypto/envelope";

/**
 * The bytes we put in R2 for one document body:
 *
 *   offset 0   4 bytes   magic "TRE" + format version (0x01)
 *   offset 4  12 bytes   AES-GCM IV (random, 96 bits)
 *   offset 16  …         AES-GCM ciphertext followed by its 16-byte tag
 *
 * The header travels with the ciphertext (rather than in R2 customMetadata) so an object is
 * self-describing and can be copied or backed up as plain bytes; it is also authenticated, being
 * part of the additional data (see sealed-body.ts). Everything that changes on key rotation (the KEK
 * id and the wrapped data key) lives in D1 instead, so rotation never rewrites an R2 object.
 */
export const FORMAT_VERSION = 1;
const MAGIC = [0x54, 0x52, 0x45] as const; // "TRE"
export const HEADER_BYTES = MAGIC.length + 1 + IV_BYTES;

export function encodeHeader(iv: Uint8Array): Uint8Array {
  if (iv.length !== IV_BYTES) throw new RangeError(`IV must be ${IV_BYTES} bytes`);
  const header = new Uint8Array(HEADER_BYTES);
  header.set(MAGIC, 0);
  header[MAGIC.length] = FORMAT_VERSION;
  header.set(iv, MAGIC.length + 1);
  return header;
}

export interface StoredBody {
  header: Uint8Array;
  iv: Uint8Array;
  ciphertext: Uint8Array;
}

/** Splits a stored object; undefined when it is not in our format. */
export function decodeStoredBody(stored: Uint8Array): StoredBody | undefined {
  if (stored.length < HEADER_BYTES + TAG_BYTES) return undefined;
  if (!MAGIC.every((value, index) => stored[index] === value)) return undefined;
  if (stored[MAGIC.length] !== FORMAT_VERSION) return undefined;
  return {
    header: stored.subarray(0, HEADER_BYTES),
    iv: stored.subarray(MAGIC.length + 1, HEADER_BYTES),
    ciphertext: stored.subarray(HEADER_BYTES),
  };
}

export function concatBytes(first: Uint8Array, second: Uint8Array): Uint8Array {
  const joined = new Uint8Array(first.length + second.length);
  joined.set(first, 0);
  joined.set(second, first.length);
  return joined;
}
