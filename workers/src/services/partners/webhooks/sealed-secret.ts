import { openEnvelope, rewrapEnvelopeKey, sealEnvelope } from "../../crypto/envelope";
import { type EnvelopeFailure, refusingAs } from "../../crypto/errors";
import type { DocumentKeyring } from "../../crypto/keyring";
import { formatSealedSecret, parseStoredSecret } from "./sealed-secret-format";

/**
 * Webhook signing secrets at rest. Unlike API client secrets they cannot be hashed (signing needs
 * the secret itself), so each is sealed in the envelope every secret at rest shares
 * (crypto/envelope.ts): AES-256-GCM under its own data key, wrapped by the current key-encryption
 * key of the DOCUMENT_KEYS keyring. The endpoint id is the additional data, so a sealed value
 * copied onto another endpoint's row does not open; the current secret may still move to
 * `previous_secret` of the same endpoint as it is, on rotation.
 */
export type WebhookSecretFailure = "malformed" | EnvelopeFailure;

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
const refusalFor = (endpointId: string) => (reason: EnvelopeFailure) => new WebhookSecretError(reason, endpointId);

/** The value to store for an endpoint's secret. */
export async function sealWebhookSecret(secret: string, endpointId: string, keyring: DocumentKeyring): Promise<string> {
  return formatSealedSecret(await sealEnvelope(encoder.encode(secret), keyring, () => additionalData(endpointId)));
}

/**
 * The secret to sign with: a sealed value opened (authenticated against the endpoint id), or a
 * plain value written before secrets were sealed, as it is. Throws WebhookSecretError.
 */
export async function openWebhookSecret(stored: string, endpointId: string, keyring: DocumentKeyring): Promise<string> {
  const parsed = parseStoredSecret(stored);
  if (parsed.kind === "legacy") return parsed.secret;
  if (parsed.kind === "malformed") throw new WebhookSecretError("malformed", endpointId);
  const plaintext = await refusingAs(
    openEnvelope(parsed.parts, keyring, additionalData(endpointId)),
    refusalFor(endpointId),
  );
  return new TextDecoder().decode(plaintext);
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
  const next = await refusingAs(rewrapEnvelopeKey(parsed.parts, keyring), refusalFor(endpointId));
  return next && formatSealedSecret({ ...parsed.parts, ...next });
}
