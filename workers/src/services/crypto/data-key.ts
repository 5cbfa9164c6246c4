import { EnvelopeError } from "./errors";
import type { DocumentKeyring } from "./keyring";

/**
 * Data keys (DEKs) under the keyring's key-encryption keys. One fresh AES-256-GCM DEK per sealed
 * value, wrapped with AES-KW (RFC 3394 / NIST SP 800-38F) under the KEK named by `keyId`. AES-KW
 * is deterministic and needs no IV, so a long-lived KEK that wraps millions of DEKs has no nonce to
 * manage, and its built-in integrity check makes a wrong KEK or an altered wrapped key fail loudly
 * instead of yielding a wrong DEK. Key rotation only re-wraps the DEK; the ciphertext stays.
 */
export interface WrappedDataKey {
  /** The id of the KEK that wrapped the data key (DOCUMENT_KEYS). */
  keyId: string;
  /** The AES-KW output: 40 bytes for a 256-bit DEK. */
  wrappedKey: Uint8Array;
}

export const WRAPPED_KEY_BYTES = 40;
const DATA_KEY = { name: "AES-GCM", length: 256 } as const;

/** generateKey is typed for key pairs too; an AES key is always a single secret key. */
function secretKey(key: CryptoKey | CryptoKeyPair): CryptoKey {
  if ("privateKey" in key) throw new TypeError("expected a secret key");
  return key;
}

/** A fresh DEK, extractable only so wrapKey can export it; the raw DEK is never held anywhere else. */
export async function newDataKey(): Promise<CryptoKey> {
  return secretKey(await crypto.subtle.generateKey(DATA_KEY, true, ["encrypt", "decrypt"]));
}

export async function wrapUnderCurrent(dataKey: CryptoKey, keyring: DocumentKeyring): Promise<WrappedDataKey> {
  const keyId = keyring.currentKeyId;
  const kek = keyring.keyFor(keyId);
  if (!kek) throw new Error(`the current KEK "${keyId}" is missing from its keyring`);
  return { keyId, wrappedKey: new Uint8Array(await crypto.subtle.wrapKey("raw", dataKey, kek, "AES-KW")) };
}

/** The DEK; extractable only when it is to be wrapped again (rotation). Throws EnvelopeError. */
export async function unwrapDataKey(
  wrapped: WrappedDataKey,
  keyring: DocumentKeyring,
  extractable: boolean,
): Promise<CryptoKey> {
  const kek = keyring.keyFor(wrapped.keyId);
  if (!kek) throw new EnvelopeError("unknown-key");
  try {
    const usages = extractable ? ["encrypt", "decrypt"] : ["decrypt"];
    return await crypto.subtle.unwrapKey(
      "raw",
      wrapped.wrappedKey as BufferSource,
      kek,
      "AES-KW",
      DATA_KEY,
      extractable,
      usages,
    );
  } catch {
    throw new EnvelopeError("key-unwrap-failed");
  }
}
