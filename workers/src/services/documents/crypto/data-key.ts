import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import type { DocumentKeyring } from "./keyring";

/**
 * Data keys (DEKs) under the keyring's key-encryption keys, shared by everything sealed at rest
 * (document bodies, webhook signing secrets). One fresh AES-256-GCM DEK per sealed value, wrapped
 * with AES-KW (RFC 3394 / NIST SP 800-38F) under the KEK named by `encryptionKeyId`. AES-KW is
 * deterministic and needs no IV, so a long-lived KEK that wraps millions of DEKs has no nonce to
 * manage, and its built-in integrity check makes a wrong KEK or an altered wrapped key fail loudly
 * instead of yielding a wrong DEK. Key rotation only re-wraps the DEK; the ciphertext stays.
 */
export interface WrappedDataKey {
  encryptionKeyId: string;
  /** base64 of the AES-KW output (40 bytes for a 256-bit DEK). */
  wrappedKey: string;
}

/** Why a data key could not be unwrapped; callers turn it into their own refusal. */
export type DataKeyFailure =
  /** The value names a KEK the keyring no longer (or never) held. */
  | "unknown-key"
  /** The wrapped data key did not unwrap: a wrong KEK under that id, or an altered wrapped key. */
  | "key-unwrap-failed";

export class DataKeyError extends Error {
  override name = "DataKeyError";

  constructor(readonly reason: DataKeyFailure) {
    super(`data key refused: ${reason}`);
  }
}

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
  const encryptionKeyId = keyring.currentKeyId;
  const kek = keyring.keyFor(encryptionKeyId);
  if (!kek) throw new Error(`the current KEK "${encryptionKeyId}" is missing from its keyring`);
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey("raw", dataKey, kek, "AES-KW"));
  return { encryptionKeyId, wrappedKey: encodeBase64(wrapped) };
}

/** The DEK; extractable only when it is to be wrapped again (rotation). Throws DataKeyError. */
export async function unwrapDataKey(
  wrapped: WrappedDataKey,
  keyring: DocumentKeyring,
  extractable: boolean,
): Promise<CryptoKey> {
  const kek = keyring.keyFor(wrapped.encryptionKeyId);
  if (!kek) throw new DataKeyError("unknown-key");
  try {
    const usages = extractable ? ["encrypt", "decrypt"] : ["decrypt"];
    return await crypto.subtle.unwrapKey(
      "raw",
      decodeBase64(wrapped.wrappedKey) as BufferSource,
      kek,
      "AES-KW",
      DATA_KEY,
      extractable,
      usages,
    );
  } catch {
    throw new DataKeyError("key-unwrap-failed");
  }
}

/**
 * Key rotation for one sealed value: unwrap its DEK with the KEK it names and wrap it again under
 * the current KEK. Undefined when it is already under the current KEK. Throws DataKeyError.
 */
export async function rewrapUnderCurrent(
  wrapped: WrappedDataKey,
  keyring: DocumentKeyring,
): Promise<WrappedDataKey | undefined> {
  if (wrapped.encryptionKeyId === keyring.currentKeyId) return undefined;
  return wrapUnderCurrent(await unwrapDataKey(wrapped, keyring, true), keyring);
}
