import { newDataKey, unwrapDataKey, type WrappedDataKey, wrapUnderCurrent } from "./data-key";
import { EnvelopeError } from "./errors";
import type { DocumentKeyring } from "./keyring";

/**
 * The one envelope for every secret at rest: document bodies in R2 (documents/crypto/sealed-body.ts)
 * and partner webhook signing secrets in D1 (partners/webhooks/sealed-secret.ts). WebCrypto only,
 * so the same code runs in workerd and in Node (the rotation command).
 *
 * - The value: AES-256-GCM under a fresh random data key (DEK) and a random 96-bit IV. One DEK
 *   encrypts exactly one value once, so GCM's nonce limit and IV reuse are non-issues.
 * - Additional authenticated data: given by the caller, naming what the value belongs to (a
 *   document id, an endpoint id), so a value copied onto another row does not open. It may depend
 *   on the IV (a document authenticates its stored header, which holds the IV).
 * - The DEK: wrapped with AES-KW under the keyring's current KEK (data-key.ts), whose id travels
 *   with the value. Rotation re-wraps the DEK only; the ciphertext is never rewritten.
 *
 * Each caller keeps its own stored format (an R2 object with a header, a `sealed:v1:` string).
 */
export interface Envelope extends WrappedDataKey {
  iv: Uint8Array;
  /** AES-GCM ciphertext followed by its 16-byte tag. */
  ciphertext: Uint8Array;
}

export const IV_BYTES = 12;
export const TAG_BYTES = 16;

export async function sealEnvelope(
  plaintext: Uint8Array,
  keyring: DocumentKeyring,
  additionalData: (iv: Uint8Array) => Uint8Array,
): Promise<Envelope> {
  const dataKey = await newDataKey();
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv: iv as BufferSource, additionalData: additionalData(iv) as BufferSource },
    dataKey,
    plaintext as BufferSource,
  );
  return { ...(await wrapUnderCurrent(dataKey, keyring)), iv, ciphertext: new Uint8Array(ciphertext) };
}

/** Decrypts and authenticates; throws EnvelopeError rather than return unauthenticated bytes. */
export async function openEnvelope(
  envelope: Envelope,
  keyring: DocumentKeyring,
  additionalData: Uint8Array,
): Promise<Uint8Array> {
  const dataKey = await unwrapDataKey(envelope, keyring, false);
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: envelope.iv as BufferSource, additionalData: additionalData as BufferSource },
      dataKey,
      envelope.ciphertext as BufferSource,
    );
    return new Uint8Array(plaintext);
  } catch {
    throw new EnvelopeError("authentication-failed");
  }
}

/**
 * Key rotation for one value: unwrap its DEK with the KEK it names and wrap it again under the
 * current KEK; the ciphertext is kept. Undefined when it is already under the current KEK.
 * Throws EnvelopeError.
 */
export async function rewrapEnvelopeKey(
  wrapped: WrappedDataKey,
  keyring: DocumentKeyring,
): Promise<WrappedDataKey | undefined> {
  if (wrapped.keyId === keyring.currentKeyId) return undefined;
  return wrapUnderCurrent(await unwrapDataKey(wrapped, keyring, true), keyring);
}
