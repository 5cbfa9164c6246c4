import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("R2 DOCUMENTS", () => {
  it("stores a body with its metadata and returns the same bytes", async () => {
    const key = `documents/${crypto.randomUUID()}`;
    const body = crypto.getRandomValues(new Uint8Array(4096));

    await env.DOCUMENTS.put(key, body, {
      httpMetadata: { contentType: "application/octet-stream" },
      customMetadata: { encryptionKeyId: "k1" },
    });
    const stored = await env.DOCUMENTS.get(key);

    expect(stored, `no object under ${key}`).not.toBeNull();
    expect(new Uint8Array((await stored?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(body);
    expect(stored?.size).toBe(body.byteLength);
    expect(stored?.httpMetadata?.contentType).toBe("application/octet-stream");
    expect(stored?.customMetadata).toEqual({ encryptionKeyId: "k1" });
  });

  it("forgets a deleted body", async () => {
    const key = `documents/${crypto.randomUUID()}`;
    await env.DOCUMENTS.put(key, "to be deleted");
    await env.DOCUMENTS.delete(key);
    expect(await env.DOCUMENTS.get(key)).toBeNull();
  });
});
