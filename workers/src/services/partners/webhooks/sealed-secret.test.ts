import { describe, expect, it } from "vitest";
import { FIXTURE_KEK, FIXTURE_KEY_ID, randomKey, refusalReason, testKeyring } from "../../crypto/test-support";
import { openWebhookSecret, resealWebhookSecret, sealWebhookSecret, WebhookSecretError } from "./sealed-secret";
import { parseStoredSecret } from "./sealed-secret-format";

const secret = "whsec_C2FtcGxlIHNpZ25pbmcgc2VjcmV0IGJ5dGVz";

const refusal = (promise: Promise<unknown>) => refusalReason(promise, WebhookSecretError);

// Written by the code as it was before the envelope became one module (November 2026), under a KEK
// of the bytes 0..31 named "2026-01": sealed values already in D1 must open exactly as they did.
const SEALED_BEFORE =
  "sealed:v1:2026-01:FsURyFip9sV-H63zdIifzbBsM1szC9woPPDeyvSUEZrFmbb-51HZWg:Z_S_Kfad9Lm3iPi8:" +
  "wE0gXWseTnodVkN1W3OIZzNSNRWcl_y6TUEk1ULulvl7OsLBfSEKagiwPPLnqY4IcDPjTTdn";
const SEALED_BEFORE_SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describe("sealed webhook secrets", () => {
  const k1 = randomKey();
  const k2 = randomKey();

  it("open a value sealed by the earlier code, and rotate it", async () => {
    const ring = await testKeyring({ [FIXTURE_KEY_ID]: FIXTURE_KEK }, FIXTURE_KEY_ID);
    expect(await openWebhookSecret(SEALED_BEFORE, "endpoint-fixture", ring)).toBe(SEALED_BEFORE_SECRET);
    const rotated = await resealWebhookSecret(
      SEALED_BEFORE,
      "endpoint-fixture",
      await testKeyring({ [FIXTURE_KEY_ID]: FIXTURE_KEK, k2 }, "k2"),
    );
    if (!rotated) throw new Error("expected a re-wrapped value");
    expect(await openWebhookSecret(rotated, "endpoint-fixture", await testKeyring({ k2 }, "k2"))).toBe(
      SEALED_BEFORE_SECRET,
    );
  });

  it("seal under the current key, never show the secret, and open only for their endpoint", async () => {
    const ring = await testKeyring({ k1 }, "k1");
    const stored = await sealWebhookSecret(secret, "endpoint-a", ring);
    expect(stored).toMatch(/^sealed:v1:k1:/);
    expect(stored).not.toContain(secret.slice(6));
    expect(await sealWebhookSecret(secret, "endpoint-a", ring), "a fresh key and IV each time").not.toBe(stored);
    expect(await openWebhookSecret(stored, "endpoint-a", ring)).toBe(secret);
    expect(await refusal(openWebhookSecret(stored, "endpoint-b", ring))).toBe("authentication-failed");
  });

  it("refuse an unknown or wrong key and a malformed value; a legacy plain value opens as it is", async () => {
    const stored = await sealWebhookSecret(secret, "endpoint-a", await testKeyring({ k1 }, "k1"));
    expect(await refusal(openWebhookSecret(stored, "endpoint-a", await testKeyring({ k2 }, "k2")))).toBe("unknown-key");
    expect(await refusal(openWebhookSecret(stored, "endpoint-a", await testKeyring({ k1: k2 }, "k1")))).toBe(
      "key-unwrap-failed",
    );
    expect(await refusal(openWebhookSecret("sealed:v1:k1:abc", "endpoint-a", await testKeyring({ k1 }, "k1")))).toBe(
      "malformed",
    );
    expect(await openWebhookSecret(secret, "endpoint-a", await testKeyring({ k1 }, "k1"))).toBe(secret);
  });

  it("reseal: a legacy value is sealed, an older key's value re-wrapped with its ciphertext kept", async () => {
    const before = await testKeyring({ k1 }, "k1");
    const after = await testKeyring({ k1, k2 }, "k2");
    const legacy = await resealWebhookSecret(secret, "endpoint-a", before);
    if (!legacy) throw new Error("a legacy value should be sealed");
    expect(await openWebhookSecret(legacy, "endpoint-a", before)).toBe(secret);

    const rotated = await resealWebhookSecret(legacy, "endpoint-a", after);
    if (!rotated) throw new Error("a value under k1 should be re-wrapped");
    expect(rotated).toMatch(/^sealed:v1:k2:/);
    const [oldParts, newParts] = [parseStoredSecret(legacy), parseStoredSecret(rotated)];
    if (oldParts.kind !== "sealed" || newParts.kind !== "sealed") throw new Error("expected sealed values");
    expect(newParts.parts.ciphertext).toEqual(oldParts.parts.ciphertext);
    expect(await openWebhookSecret(rotated, "endpoint-a", await testKeyring({ k2 }, "k2"))).toBe(secret);
    expect(await resealWebhookSecret(rotated, "endpoint-a", after), "already current").toBeUndefined();
    expect(await refusal(resealWebhookSecret(legacy, "endpoint-a", await testKeyring({ k2 }, "k2")))).toBe(
      "unknown-key",
    );
  });
});
