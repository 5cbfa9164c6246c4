import {
  DataKeyError,
  newDataKey,
  rewrapUnderCurrent,
  unwrapDataKey,
  type WrappedDataKey,
  wrapUnderCurrent,
} from "./data-key";
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
 * - DEK wrapping: AES-KW under the KEK named by `encryptionKeyId` (data-key.ts). The KEK id is
 *   bound that way: only that KEK unwraps.
 */
export interface SealedBody extends WrappedDataKey {
  /** The bytes to store: header + ciphertext + tag (stored-format.ts). */
  stored: Uint8Array;
}

function additionalData(header: Uint8Array, documentId: string): Uint8Array {
  return concatBytes(header, new TextEncoder().encode(`truerate/document/${documentId}`));
}

/** Runs a data-key step, naming the document in its refusal. */
async function forDocument<T>(documentId: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof DataKeyError) throw new DocumentDecryptionError(error.reason, documentId);
    throw error;
  }
}

export async function sealDocumentBody(
  plaintext: Uint8Array,
  documentId: string,
  keyring: DocumentKeyring,
): Promise<SealedBody> {
  const dataKey = await newDataKey();
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
  const dataKey = await forDocument(documentId, unwrapDataKey(wrapped, keyring, false));
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
  return forDocument(documentId, rewrapUnderCurrent(wrapped, keyring));
}
