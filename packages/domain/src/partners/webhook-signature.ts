import { Webhook } from "standardwebhooks";

// Standard Webhooks signatures (standardwebhooks.com): `webhook-id`, `webhook-timestamp` (seconds)
// and `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, the key being the
// base64 after `whsec_`. Several space-separated signatures may be sent (one per live secret, during
// a rotation); a receiver accepts any. Every signature is computed by the spec's own library
// (`standardwebhooks`, pure JavaScript, so it runs in workerd, Node, Deno and browsers alike); its
// `verify` is not used because it reads the clock itself and says why it refused only in prose,
// where ours takes the clock as an argument and answers a reason (decision 0022).

export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
const SECRET_PREFIX = "whsec_";

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** A new endpoint secret: 24 random bytes, `whsec_` + base64. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(24)));
}

/** `v1,<base64>`: one signature of one message with one secret. */
function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  return new Webhook(secret).sign(id, new Date(timestampSeconds * 1000), body);
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
}

/** The three headers of one delivery attempt, signed with every given secret. */
export async function signWebhook(
  secrets: readonly string[],
  message: { id: string; timestampSeconds: number; body: string },
): Promise<SignedHeaders> {
  const signatures = secrets.map((secret) => signature(secret, message.id, message.timestampSeconds, message.body));
  return {
    "webhook-id": message.id,
    "webhook-timestamp": String(message.timestampSeconds),
    "webhook-signature": signatures.join(" "),
  };
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** Why a webhook did not verify: its headers missing, its timestamp stale, or no signature matching. */
export const WEBHOOK_VERIFICATION_FAILURES = ["missing_headers", "stale", "mismatch"] as const;
export type WebhookVerificationFailure = (typeof WEBHOOK_VERIFICATION_FAILURES)[number];

export type WebhookVerification = { valid: true } | { valid: false; reason: WebhookVerificationFailure };

/** Checks a received webhook: the headers present, the timestamp fresh, and one signature matching. */
export async function verifyWebhookSignature(
  secret: string,
  headers: { get(name: string): string | null },
  body: string,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): Promise<WebhookVerification> {
  const id = headers.get("webhook-id");
  const timestamp = headers.get("webhook-timestamp");
  const signatures = headers.get("webhook-signature");
  if (!id || !timestamp || !signatures) return { valid: false, reason: "missing_headers" };
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(nowSeconds - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
    return { valid: false, reason: "stale" };
  }
  const expected = signature(secret, id, seconds, body);
  const matches = signatures.split(" ").some((candidate) => constantTimeEqual(candidate, expected));
  return matches ? { valid: true } : { valid: false, reason: "mismatch" };
}
