import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { WRAPPED_KEY_BYTES } from "../../crypto/data-key";
import { type Envelope, IV_BYTES, TAG_BYTES } from "../../crypto/envelope";
import { KEY_ID_PATTERN } from "../../crypto/keyring";

/**
 * How a webhook signing secret is kept in D1 (webhook_endpoints.secret and .previous_secret):
 *
 *   sealed:v1:<key id>:<wrapped data key>:<iv>:<ciphertext and tag>
 *
 * the last three in unpadded base64url. The key id names the key-encryption key that wrapped the
 * data key, so rotation (`npm run documents:rotate-keys`) finds what to re-wrap with a query, and
 * the value opens on its own, with no other column. Neither ":" nor the prefix can occur in a
 * plain `whsec_` secret (standard base64), so rows written before sealing are told apart: they are
 * "legacy", still signed with, and sealed by the rotation command. A value that has the prefix but
 * not the shape is "malformed" and is never used as a key.
 */
export const SEALED_SECRET_PREFIX = "sealed:v1:";

/** The parts are the envelope's (crypto/envelope.ts), in its order. */
export type StoredSecret =
  | { kind: "sealed"; parts: Envelope }
  | { kind: "legacy"; secret: string }
  | { kind: "malformed" };

export function formatSealedSecret(parts: Envelope): string {
  if (!KEY_ID_PATTERN.test(parts.keyId)) throw new RangeError("invalid key id");
  if (parts.wrappedKey.length !== WRAPPED_KEY_BYTES) throw new RangeError("invalid wrapped key");
  if (parts.iv.length !== IV_BYTES) throw new RangeError("invalid IV");
  return [
    SEALED_SECRET_PREFIX + parts.keyId,
    encodeBase64urlNoPadding(parts.wrappedKey),
    encodeBase64urlNoPadding(parts.iv),
    encodeBase64urlNoPadding(parts.ciphertext),
  ].join(":");
}

function decode(text: string | undefined): Uint8Array | undefined {
  if (!text || !/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  try {
    return decodeBase64urlIgnorePadding(text);
  } catch {
    return undefined;
  }
}

/** What a stored value is: sealed (split into its parts), a plain legacy secret, or malformed. */
export function parseStoredSecret(stored: string): StoredSecret {
  if (!stored.startsWith(SEALED_SECRET_PREFIX)) return { kind: "legacy", secret: stored };
  const [keyId = "", encodedKey, encodedIv, encodedCiphertext, ...rest] = stored
    .slice(SEALED_SECRET_PREFIX.length)
    .split(":");
  const wrappedKey = decode(encodedKey);
  const iv = decode(encodedIv);
  const ciphertext = decode(encodedCiphertext);
  if (
    rest.length > 0 ||
    !KEY_ID_PATTERN.test(keyId) ||
    wrappedKey?.length !== WRAPPED_KEY_BYTES ||
    iv?.length !== IV_BYTES ||
    ciphertext === undefined ||
    ciphertext.length <= TAG_BYTES
  ) {
    return { kind: "malformed" };
  }
  return { kind: "sealed", parts: { keyId, wrappedKey, iv, ciphertext } };
}
