import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import {
  DataKeyError,
  newDataKey,
  rewrapUnderCurrent,
  unwrapDataKey,
  type WrappedDataKey,
  wrapUnderCurrent,
} from "../../documents/crypto/data-key";
import type { DocumentKeyring } from "../../documents/crypto/keyring";
import {
  formatSealedSecret,
  parseStoredSecret,
  SEALED_SECRET_IV_BYTES,
  type SealedSecretParts,
} from "./sealed-secret-format";

/**
 * Webhook signing secrets at rest. Unlike API client secrets they cannot be hashed (signing needs
 * the secret itself), so each is sealed with the document keyring: AES-256-GCM under its own data
 * key, wrapped by the current key-encryption key (data-key.ts). The endpoint id is the additional
 * data, so a sealed value copied onto another endpoint's row does not open; the current secret may
 * still move to `previous_secret` of the same endpoint as it is, on rotation.
 */
export type WebhookSecretFailure = "malformed" | "unknown-key" | "key-unwrap-failed" | "authentication-failed";

export class WebhookSecretError extends Error {
  override name = "WebhookSecretError";

  constructor(
    readonly reason: WebhookSecretFailure,
    readonly endpointId: string,
  ) {
    // Names the endpoint and the reason, never key material.
    super(`The signing secret of webhook endpoint ${endpointId} could not be opened: ${reason}`);
  }
}

const encoder = new TextEncoder();
const additionalData = (endpointId: string) => encoder.encode(`truerate/webhook-secret/v1/${endpointId}`);

const wrappedOf = (parts: SealedSecretParts): WrappedDataKey => ({
  encryptionKeyId: parts.keyId,
  wrappedKey: encodeBase64(parts.wrappedKey),
});

/** Runs a data-key step, naming the endpoint in its refusal. */
async function forEndpoint<T>(endpointId: string, step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    if (error instanceof DataKeyError) throw new WebhookSecretError(error.reason, endpointId);
    throw error;
  }
}

/** The value to store for an endpoint's secret. */
export async function sealWebhookSecret(secret: string, endpointId: string, keyring: DocumentKeyring): Promise<string> {
  const dataKey = await newDataKey();
  const iv = crypto.getRandomValues(new Uint8Array(SEALED_SECRET_IV_BYTES));
  const ciphertext = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv: iv as BufferSource, additionalData: additionalData(endpointId) as BufferSource },
    dataKey,
    encoder.encode(secret) as BufferSource,
  );
  const wrapped = await wrapUnderCurrent(dataKey, keyring);
  return formatSealedSecret({
    keyId: wrapped.encryptionKeyId,
    wrappedKey: decodeBase64(wrapped.wrappedKey),
    iv,
    ciphertext: new Uint8Array(ciphertext),
  });
}

/**
 * The secret to sign with: a sealed value opened (authenticated against the endpoint id), or a
 * plain value written before secrets were sealed, as it is. Throws WebhookSecretError.
 */
export async function openWebhookSecret(stored: string, endpointId: string, keyring: DocumentKeyring): Promise<string> {
  const parsed = parseStoredSecret(stored);
  if (parsed.kind === "legacy") return parsed.secret;
  if (parsed.kind === "malformed") throw new WebhookSecretError("malformed", endpointId);
  const { parts } = parsed;
  const dataKey = await forEndpoint(endpointId, unwrapDataKey(wrappedOf(parts), keyring, false));
  try {
    const plaintext = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: parts.iv as BufferSource, additionalData: additionalData(endpointId) as BufferSource },
      dataKey,
      parts.ciphertext as BufferSource,
    );
    return new TextDecoder().decode(plaintext);
  } catch {
    throw new WebhookSecretError("authentication-failed", endpointId);
  }
}

/**
 * Key rotation of one stored value: a legacy plain secret is sealed, a sealed one under another KEK
 * has its data key re-wrapped under the current KEK (the ciphertext is kept). Undefined when there
 * is nothing to do. Throws WebhookSecretError.
 */
export async function resealWebhookSecret(
  stored: string,
  endpointId: string,
  keyring: DocumentKeyring,
): Promise<string | undefined> {
  const parsed = parseStoredSecret(stored);
  if (parsed.kind === "legacy") return sealWebhookSecret(parsed.secret, endpointId, keyring);
  if (parsed.kind === "malformed") throw new WebhookSecretError("malformed", endpointId);
  const next = await forEndpoint(endpointId, rewrapUnderCurrent(wrappedOf(parsed.parts), keyring));
  if (!next) return undefined;
  return formatSealedSecret({
    ...parsed.parts,
    keyId: next.encryptionKeyId,
    wrappedKey: decodeBase64(next.wrappedKey),
  });
}
