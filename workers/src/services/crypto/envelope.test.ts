import { describe, expect, it } from "vitest";
import { openEnvelope, rewrapEnvelopeKey, sealEnvelope } from "./envelope";
import { EnvelopeError, refusingAs } from "./errors";
import { randomKey, refusalReason, testKeyring } from "./test-support";

const plaintext = new TextEncoder().encode("a secret at rest");
const boundTo = (name: string) => new TextEncoder().encode(name);

const refusal = (promise: Promise<unknown>) => refusalReason(promise, EnvelopeError);

describe("the envelope shared by every secret at rest", () => {
  const [k1, k2] = [randomKey(), randomKey()];

  it("opens only with the additional data it was sealed with, which may name its IV", async () => {
    const ring = await testKeyring({ k1 }, "k1");
    let seenIv: Uint8Array | undefined;
    const sealed = await sealEnvelope(plaintext, ring, (iv) => {
      seenIv = iv;
      return boundTo("row-a");
    });
    expect(seenIv).toEqual(sealed.iv);
    expect(sealed).toMatchObject({ keyId: "k1" });
    expect(sealed.ciphertext.length).toBe(plaintext.length + 16);
    expect(await openEnvelope(sealed, ring, boundTo("row-a"))).toEqual(plaintext);
    expect(await refusal(openEnvelope(sealed, ring, boundTo("row-b")))).toBe("authentication-failed");
  });

  it("re-wraps only the data key on rotation, and refuses a key it does not hold", async () => {
    const sealed = await sealEnvelope(plaintext, await testKeyring({ k1 }, "k1"), () => boundTo("row-a"));
    const next = await rewrapEnvelopeKey(sealed, await testKeyring({ k1, k2 }, "k2"));
    if (!next) throw new Error("expected a re-wrapped key");
    const rotated = { ...sealed, ...next };
    expect(await openEnvelope(rotated, await testKeyring({ k2 }, "k2"), boundTo("row-a"))).toEqual(plaintext);
    expect(await rewrapEnvelopeKey(rotated, await testKeyring({ k2 }, "k2"))).toBeUndefined();
    expect(await refusal(rewrapEnvelopeKey(sealed, await testKeyring({ k2 }, "k2")))).toBe("unknown-key");
    expect(await refusal(openEnvelope(sealed, await testKeyring({ k1: k2 }, "k1"), boundTo("row-a")))).toBe(
      "key-unwrap-failed",
    );
  });

  it("turns a refusal into the caller's own error, and lets other errors through", async () => {
    const ring = await testKeyring({ k1 }, "k1");
    const sealed = await sealEnvelope(plaintext, ring, () => boundTo("row-a"));
    const mine = (reason: string) => new RangeError(`row-b: ${reason}`);
    await expect(refusingAs(openEnvelope(sealed, ring, boundTo("row-b")), mine)).rejects.toThrow(
      "row-b: authentication-failed",
    );
    await expect(refusingAs(Promise.reject(new TypeError("other")), mine)).rejects.toThrow(TypeError);
  });
});
