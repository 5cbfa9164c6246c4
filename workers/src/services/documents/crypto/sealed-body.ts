import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { openEnvelope, rewrapEnvelopeKey, sealEnvelope } from "../../crypto/envelope";
import { refusingAs } from "../../crypto/errors";
import type { DocumentKeyring } from "../../crypto/keyring";
import { DocumentDecryptionError } from "./errors";
import { concatBytes, decodeStoredBody, encodeHeader } from "./stored-format";

/**
 * One document body in the envelope (crypto/envelope.ts). The additional authenticated data is the
 * stored header (magic, version, IV) and the document id: a body copied onto another document's
 * row, or a row pointed at another body, fails to authenticate. The KEK id is deliberately NOT in
 * the body's additional data: rotation changes it, and must not require re-encrypting bodies. The
 * KEK id and the wrapped data key (standard base64) live in the document's row, the rest in R2.
 */
export interface DocumentKey {
  encryptionKeyId: string;
  /** base64 of the AES-KW output. */
  wrappedKey: string;
}

export interface SealedBody extends DocumentKey {
  /** The bytes to store: header + ciphertext + tag (stored-format.ts). */
  stored: Uint8Array;
}

function additionalData(header: Uint8Array, documentId: string): Uint8Array {
  return concatBytes(header, new TextEncoder().encode(`truerate/document/${documentId}`));
}

const refusalFor = (documentId: string) => (reason: DocumentDecryptionError["reason"]) =>
  new DocumentDecryptionError(reason, documentId);

const rowKeyOf = (keyId: string, wrappedKey: Uint8Array): DocumentKey => ({
  encryptionKeyId: keyId,
  wrappedKey: encodeBase64(wrappedKey),
});

/** A wrapped key that is not base64 stays empty, so it fails to unwrap (after the KEK id is checked). */
function wrappedOf(key: DocumentKey) {
  let wrappedKey: Uint8Array;
  try {
    wrappedKey = decodeBase64(key.wrappedKey);
  } catch {
    wrappedKey = new Uint8Array(0);
  }
  return { keyId: key.encryptionKeyId, wrappedKey };
}

export async function sealDocumentBody(
  plaintext: Uint8Array,
  documentId: string,
  keyring: DocumentKeyring,
): Promise<SealedBody> {
  const sealed = await sealEnvelope(plaintext, keyring, (iv) => additionalData(encodeHeader(iv), documentId));
  return {
    ...rowKeyOf(sealed.keyId, sealed.wrappedKey),
    stored: concatBytes(encodeHeader(sealed.iv), sealed.ciphertext),
  };
}

/** Decrypts and authenticates; throws DocumentDecryptionError rather than return unauthenticated bytes. */
export async function openDocumentBody(
  stored: Uint8Array,
  documentId: string,
  key: DocumentKey,
  keyring: DocumentKeyring,
): Promise<Uint8Array> {
  const parts = decodeStoredBody(stored);
  if (!parts) throw new DocumentDecryptionError("malformed", documentId);
  const envelope = { ...wrappedOf(key), iv: parts.iv, ciphertext: parts.ciphertext };
  return refusingAs(openEnvelope(envelope, keyring, additionalData(parts.header, documentId)), refusalFor(documentId));
}

/**
 * Key rotation for one document: its data key re-wrapped under the current KEK. The body in R2 is
 * untouched. Undefined when it is already under the current KEK.
 */
export async function rewrapDataKey(
  documentId: string,
  key: DocumentKey,
  keyring: DocumentKeyring,
): Promise<DocumentKey | undefined> {
  const next = await refusingAs(rewrapEnvelopeKey(wrappedOf(key), keyring), refusalFor(documentId));
  return next && rowKeyOf(next.keyId, next.wrappedKey);
}
