import { decodeBase64, encodeBase64 } from "@oslojs/encoding";
import { describe, expect, it } from "vitest";
import { FIXTURE_KEK, FIXTURE_KEY_ID, randomKey, refusalReason, testKeyring } from "../../crypto/test-support";
import { DocumentDecryptionError } from "./errors";
import { openDocumentBody, rewrapDataKey, sealDocumentBody } from "./sealed-body";
import { HEADER_BYTES } from "./stored-format";

const plaintext = new TextEncoder().encode("RATE CONFIRMATION load 42 — $2,500.00 — Acme Brokerage");

const refusal = (promise: Promise<unknown>) => refusalReason(promise, DocumentDecryptionError);

// Written by the code as it was before the envelope became one module (November 2026), under a KEK
// of the bytes 0..31: R2 objects already stored must open exactly as they did.
const STORED_BEFORE = {
  documentId: "doc-fixture",
  encryptionKeyId: "2026-01",
  wrappedKey: "Eku1Dvr8woupv+dsEhVXNfFln2q115TAQYvuHBj4SdhG8TIEg4iWtg==",
  stored: "VFJFAW38N1vPM9645xmtlBG0aLFUI8fZAMW2blSfTbKdG8Upjp661HbA/RqoWomd6k09zgc+c33yVXGUJsCMH+q+06o=",
  plaintext: "RATE CONFIRMATION load 42: $2,500.00",
};

describe("document envelope", () => {
  const k1 = randomKey();
  const k2 = randomKey();

  it("opens a body stored by the earlier code, byte for byte", async () => {
    const ring = await testKeyring({ [FIXTURE_KEY_ID]: FIXTURE_KEK }, FIXTURE_KEY_ID);
    const { documentId, stored } = STORED_BEFORE;
    const opened = await openDocumentBody(decodeBase64(stored), documentId, STORED_BEFORE, ring);
    expect(new TextDecoder().decode(opened)).toBe(STORED_BEFORE.plaintext);
    const rotated = await rewrapDataKey(
      documentId,
      STORED_BEFORE,
      await testKeyring({ [FIXTURE_KEY_ID]: FIXTURE_KEK, k2: k2 }, "k2"),
    );
    if (!rotated) throw new Error("expected a re-wrapped key");
    expect(await openDocumentBody(decodeBase64(stored), documentId, rotated, await testKeyring({ k2 }, "k2"))).toEqual(
      opened,
    );
  });

  it("round-trips a body, with a fresh IV and data key each time", async () => {
    const ring = await testKeyring({ k1 }, "k1");
    const first = await sealDocumentBody(plaintext, "doc-1", ring);
    const second = await sealDocumentBody(plaintext, "doc-1", ring);
    expect(first.encryptionKeyId).toBe("k1");
    expect(first.stored.length).toBe(HEADER_BYTES + plaintext.length + 16);
    expect(first.stored).not.toEqual(second.stored);
    expect(first.wrappedKey).not.toBe(second.wrappedKey);
    expect(await openDocumentBody(first.stored, "doc-1", first, ring)).toEqual(plaintext);
  });

  it("refuses a flipped bit anywhere: header, IV, ciphertext or tag", async () => {
    const ring = await testKeyring({ k1 }, "k1");
    const sealed = await sealDocumentBody(plaintext, "doc-1", ring);
    for (const index of [5, HEADER_BYTES, HEADER_BYTES + 10, sealed.stored.length - 1]) {
      const tampered = sealed.stored.slice();
      tampered[index] = (tampered[index] ?? 0) ^ 0x01;
      expect(await refusal(openDocumentBody(tampered, "doc-1", sealed, ring)), `byte ${index}`).toBe(
        "authentication-failed",
      );
    }
    const wrongVersion = sealed.stored.slice();
    wrongVersion[3] = 9;
    expect(await refusal(openDocumentBody(wrongVersion, "doc-1", sealed, ring))).toBe("malformed");
  });

  it("refuses a body opened as another document", async () => {
    const ring = await testKeyring({ k1 }, "k1");
    const sealed = await sealDocumentBody(plaintext, "doc-1", ring);
    expect(await refusal(openDocumentBody(sealed.stored, "doc-2", sealed, ring))).toBe("authentication-failed");
  });

  it("refuses a wrong KEK under the same id, an unknown id and an altered wrapped key", async () => {
    const sealed = await sealDocumentBody(plaintext, "doc-1", await testKeyring({ k1 }, "k1"));
    const impostor = await testKeyring({ k1: k2 }, "k1");
    expect(await refusal(openDocumentBody(sealed.stored, "doc-1", sealed, impostor))).toBe("key-unwrap-failed");
    expect(await refusal(openDocumentBody(sealed.stored, "doc-1", sealed, await testKeyring({ k2 }, "k2")))).toBe(
      "unknown-key",
    );
    const wrappedBytes = decodeBase64(sealed.wrappedKey);
    wrappedBytes[0] = (wrappedBytes[0] ?? 0) ^ 0x01;
    const altered = { ...sealed, wrappedKey: encodeBase64(wrappedBytes) };
    expect(await refusal(openDocumentBody(sealed.stored, "doc-1", altered, await testKeyring({ k1 }, "k1")))).toBe(
      "key-unwrap-failed",
    );
  });

  it("rotation re-wraps the data key under the current KEK, and the same stored body still opens", async () => {
    const before = await testKeyring({ k1 }, "k1");
    const sealed = await sealDocumentBody(plaintext, "doc-1", before);
    const after = await testKeyring({ k1, k2 }, "k2");
    const rewrapped = await rewrapDataKey("doc-1", sealed, after);
    expect(rewrapped?.encryptionKeyId).toBe("k2");
    expect(rewrapped?.wrappedKey).not.toBe(sealed.wrappedKey);
    if (!rewrapped) throw new Error("expected a re-wrapped key");
    const onlyNewKey = await testKeyring({ k2 }, "k2");
    expect(await openDocumentBody(sealed.stored, "doc-1", rewrapped, onlyNewKey)).toEqual(plaintext);
    expect(await rewrapDataKey("doc-1", rewrapped, after)).toBeUndefined();
  });

  it("rotation refuses a data key its keyring cannot unwrap", async () => {
    const sealed = await sealDocumentBody(plaintext, "doc-1", await testKeyring({ k1 }, "k1"));
    expect(await refusal(rewrapDataKey("doc-1", sealed, await testKeyring({ k2 }, "k2")))).toBe("unknown-key");
  });
});
