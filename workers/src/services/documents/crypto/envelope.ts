import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { DocumentDecryptionError } from "./errors";
import type { DocumentKeyring } from "./keyring";
import { concatBytes, decodeStoredBody, encodeHeader, IV_BYTES } from "./stored-format";

/**
 * Envelope encryption of one document body, WebCrypto only (the same code runs in workerd and Node).
 *
 * - Body: AES-256-GCM under a fresh random data key (DEK) per document, with a random 96-bit IV.
 *   One DEK encrypts exactly one body once, so GCM's nonce limit (2^32 random IVs per key) and
 *   IV reuse are non-issues.
 * - Additional authenticated data: the stored header (magic, version, IV) and the document id.
 *   A body copied onto another document's row, or a row pointed at another body, fails to
 *   authenticate. The KEK id is deliberately NOT in the body's AAD: rotation changes it, and must
 *   not require re-encrypting bodies.
 * - DEK wrapping: AES-KW (RFC 3394 / NIST SP 800-38F) under the KEK named by `encryptionKeyId`.
 *   AES-KW is deterministic and needs no IV, so a long-lived KEK that wraps millions of DEKs has no
 *   nonce to manage, and its built-in integrity check makes a wrong KEK or an altered wrapped key
 *   fail loudly instead of yielding a wrong DEK. The KEK id is bound that way: only that KEK unwraps.
 */
export interface WrappedDataKey {
  encryptionKeyId: string;
  /** base64 of the AES-KW output (40 bytes for a 256-bit DEK). */
  wrappedKey: string;
}

export interface SealedBody extends WrappedDataKey {
  /** The bytes to store: header + ciphertext + tag (stored-format.ts). */
  stored: Uint8Array;
}

const DATA_KEY = { name: "AES-GCM", length: 256 } as const;

function additionalData(header: Uint8Array, documentId: string): Uint8Array {
  return concatBytes(header, new TextEncoder().encode(`truerate/document/${documentId}`));
}

/** generateKey is typed for key pairs too; an AES key is always a single secret key. */
function secretKey(key: CryptoKey | CryptoKeyPair): CryptoKey {
  if ("privateKey" in key) throw new TypeError("expected a secret key");
  return key;
}

function requireKek(keyring: DocumentKeyring, keyId: string, documentId: string): CryptoKey {
  const kek = keyring.keyFor(keyId);
  if (!kek) throw new DocumentDecryptionError("unknown-key", documentId);
  return kek;
}

async function unwrapDataKey(
  wrapped: WrappedDataKey,
  documentId: string,
  keyring: DocumentKeyring,
  extractable: boolean,
) {
  const kek = requireKek(keyring, wrapped.encryptionKeyId, documentId);
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
    throw new DocumentDecryptionError("key-unwrap-failed", documentId);
  }
}

async function wrapUnderCurrent(dataKey: CryptoKey, keyring: DocumentKeyring): Promise<WrappedDataKey> {
  const encryptionKeyId = keyring.currentKeyId;
  const kek = keyring.keyFor(encryptionKeyId);
  if (!kek) throw new Error(`the current KEK "${encryptionKeyId}" is missing from its keyring`);
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey("raw", dataKey, kek, "AES-KW"));
  return { encryptionKeyId, wrappedKey: encodeBase64(wrapped) };
}

export async function sealDocumentBody(
  plaintext: Uint8Array,
  documentId: string,
  keyring: DocumentKeyring,
): Promise<SealedBody> {
  // Extractable only so wrapKey can export it; the raw DEK is never held anywhere else.
  const dataKey = secretKey(await crypto.subtle.generateKey(DATA_KEY, true, ["encrypt", "decrypt"]));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const header = encodeHeader(iv);
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv: iv as BufferSource, additionalData: additionalData(header, documentId) as BufferSource },
    dataKey,
    plaintext as BufferSource,
  );
  const wrapped = await wrapUnderCurrent(dataKey, keyring);
  return { ...wrapped, stored: concatBytes(header, new Uint8Array(ciphertext)) };
}

/** Decrypts and authenticates; throws DocumentDecryptionError rather than return unauthenticated bytes. */
export async function openDocumentBody(
  stored: Uint8Array,
  documentId: string,
  wrapped: WrappedDataKey,
  keyring: DocumentKeyring,
): Promise<Uint8Array> {
  const parts = decodeStoredBody(stored);
  if (!parts) throw new DocumentDecryptionError("malformed", documentId);
  const dataKey = await unwrapDataKey(wrapped, documentId, keyring, false);
  try {
    const plaintext = await crypto.subtle.decrypt(
      {
        name: "AES-GCM",
        iv: parts.iv as BufferSource,
        additionalData: additionalData(parts.header, documentId) as BufferSource,
      },
      dataKey,
      parts.ciphertext as BufferSource,
    );
    return new Uint8Array(plaintext);
  } catch {
    throw new DocumentDecryptionError("authentication-failed", documentId);
  }
}

/**
 * Key rotation for one document: unwrap its DEK with the KEK it names and wrap it again under the
 * current KEK. The body in R2 is untouched. Undefined when it is already under the current KEK.
 */
export async function rewrapDataKey(
  documentId: string,
  wrapped: WrappedDataKey,
  keyring: DocumentKeyring,
): Promise<WrappedDataKey | undefined> {
  if (wrapped.encryptionKeyId === keyring.currentKeyId) return undefined;
  const dataKey = await unwrapDataKey(wrapped, documentId, keyring, true);
  return wrapUnderCurrent(dataKey, keyring);
}
