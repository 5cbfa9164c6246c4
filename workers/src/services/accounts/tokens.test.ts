import { describe, expect, it } from "vitest";
import { randomSessionToken, randomUrlToken, randomVerificationCode, secretsEqual, sha256Hex } from "./tokens";

describe("auth tokens", () => {
  it("makes session tokens of 160 bits in base32, never repeating", () => {
    const tokens = new Set(Array.from({ length: 200 }, randomSessionToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });

  it("makes URL-safe reset tokens of 256 bits", () => {
    expect(randomUrlToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("makes 6-digit codes, leading zeros kept, spread over all digits", () => {
    const codes = Array.from({ length: 2000 }, randomVerificationCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
  });

  it("hashes with SHA-256 in hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("compares secrets of any length", () => {
    expect(secretsEqual("admin-code", "admin-code")).toBe(true);
    expect(secretsEqual("admin-code", "admin-cod")).toBe(false);
    expect(secretsEqual("", "x")).toBe(false);
  });
});
