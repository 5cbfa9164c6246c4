import { describe, expect, it } from "vitest";
import { formatSealedSecret, parseStoredSecret, SEALED_SECRET_PREFIX } from "./sealed-secret-format";

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);
const parts = { keyId: "2026-07", wrappedKey: bytes(40, 1), iv: bytes(12, 2), ciphertext: bytes(48, 251) };

describe("sealed webhook secret format", () => {
  it("round-trips its parts through one self-describing string naming the key id", () => {
    const stored = formatSealedSecret(parts);
    expect(stored.startsWith(`${SEALED_SECRET_PREFIX}2026-07:`)).toBe(true);
    expect(stored).toMatch(/^sealed:v1:2026-07:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    expect(parseStoredSecret(stored)).toEqual({ kind: "sealed", parts });
  });

  it("reads a value without the prefix as a legacy plain secret", () => {
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    expect(parseStoredSecret(secret)).toEqual({ kind: "legacy", secret });
  });

  it("refuses a prefixed value of the wrong shape instead of taking it for a secret", () => {
    const stored = formatSealedSecret(parts);
    const [prefix, version, keyId, wrapped, iv, ciphertext] = stored.split(":");
    const variants = [
      `${SEALED_SECRET_PREFIX}`,
      `${prefix}:${version}:${keyId}:${wrapped}:${iv}`,
      `${stored}:extra`,
      `${prefix}:${version}:bad key:${wrapped}:${iv}:${ciphertext}`,
      `${prefix}:${version}:${keyId}:${wrapped?.slice(4)}:${iv}:${ciphertext}`,
      `${prefix}:${version}:${keyId}:${wrapped}:${iv}AAAA:${ciphertext}`,
      `${prefix}:${version}:${keyId}:${wrapped}:${iv}:AAAA`,
      `${prefix}:${version}:${keyId}:${wrapped}:${iv}:${ciphertext}+/`,
    ];
    for (const variant of variants) expect(parseStoredSecret(variant), variant).toEqual({ kind: "malformed" });
  });

  it("will not format parts that could not be read back", () => {
    expect(() => formatSealedSecret({ ...parts, keyId: "a:b" })).toThrow(RangeError);
    expect(() => formatSealedSecret({ ...parts, iv: bytes(16, 0) })).toThrow(RangeError);
    expect(() => formatSealedSecret({ ...parts, wrappedKey: bytes(32, 0) })).toThrow(RangeError);
  });
});
