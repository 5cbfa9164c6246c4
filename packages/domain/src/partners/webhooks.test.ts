import { describe, expect, it } from "vitest";
import { nextWebhookDelaySeconds, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_SPAN_SECONDS } from "./webhook-retry";
import { newWebhookSecret, signWebhook, verifyWebhookSignature } from "./webhook-signature";

// The example of the Standard Webhooks specification's reference implementations.
const SPEC_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const SPEC_ID = "msg_p5jXN8AQM9LWM0D4loKWxJek";
const SPEC_TIMESTAMP = 1614265330;
const SPEC_BODY = '{"test": 2432232314}';
const SPEC_SIGNATURE = "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";

/** The hand-written signer used before the library (WebCrypto HMAC), kept as the oracle partners rely on. */
async function signedBefore(secret: string, content: string): Promise<string> {
  const raw = Uint8Array.from(atob(secret.slice("whsec_".length)), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(content)));
  return `v1,${btoa(String.fromCharCode(...signature))}`;
}

describe("webhook signatures", () => {
  it("are byte for byte what the hand-written signer sent before the library", async () => {
    const secrets = [
      SPEC_SECRET,
      "whsec_C2FtcGxlIHNpZ25pbmcgc2VjcmV0IGJ5dGVz",
      "whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX",
    ];
    const messages = [
      { id: SPEC_ID, timestampSeconds: SPEC_TIMESTAMP, body: SPEC_BODY },
      { id: "msg_01", timestampSeconds: 1_764_201_600, body: '{"type":"webhook.ping","data":{}}' },
      { id: "msg_02", timestampSeconds: 1_764_201_601, body: '{"note":"Café — 48 h ✓","amount":250000}' },
      { id: "msg_03", timestampSeconds: 1_764_201_602, body: "" },
    ];
    for (const message of messages) {
      const content = `${message.id}.${message.timestampSeconds}.${message.body}`;
      const before = await Promise.all(secrets.map((secret) => signedBefore(secret, content)));
      const headers = await signWebhook(secrets, message);
      expect(headers, message.id).toEqual({
        "webhook-id": message.id,
        "webhook-timestamp": String(message.timestampSeconds),
        "webhook-signature": before.join(" "),
      });
    }
  });

  it("match the Standard Webhooks reference example", async () => {
    const headers = await signWebhook([SPEC_SECRET], {
      id: SPEC_ID,
      timestampSeconds: SPEC_TIMESTAMP,
      body: SPEC_BODY,
    });
    expect(headers["webhook-signature"]).toBe(SPEC_SIGNATURE);
  });

  it("verify with any live secret, and refuse stale, altered or unsigned messages", async () => {
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()];
    const message = { id: "msg_1", timestampSeconds: 1_700_000_000, body: '{"type":"webhook.ping"}' };
    const signed = new Headers({ ...(await signWebhook([newSecret, oldSecret], message)) });
    const at = message.timestampSeconds + 10;
    expect(await verifyWebhookSignature(oldSecret, signed, message.body, at)).toEqual({ valid: true });
    expect(await verifyWebhookSignature(newSecret, signed, message.body, at)).toEqual({ valid: true });
    expect(await verifyWebhookSignature(newSecret, signed, `${message.body} `, at)).toMatchObject({
      reason: "mismatch",
    });
    expect(await verifyWebhookSignature(newSecret, signed, message.body, at + 600)).toMatchObject({ reason: "stale" });
    expect(await verifyWebhookSignature(newSecret, new Headers(), message.body, at)).toMatchObject({
      reason: "missing_headers",
    });
  });
});

describe("webhook retries", () => {
  it("keep trying for more than 24 hours, then stop", () => {
    expect(WEBHOOK_RETRY_SPAN_SECONDS).toBeGreaterThanOrEqual(24 * 3600);
    expect(nextWebhookDelaySeconds(1)).toBe(30);
    expect(nextWebhookDelaySeconds(WEBHOOK_MAX_ATTEMPTS - 1)).toBe(36_000);
    expect(nextWebhookDelaySeconds(WEBHOOK_MAX_ATTEMPTS)).toBeNull();
  });
});
