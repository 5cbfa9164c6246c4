import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { constantTimeEqual } from "./password";

const encoder = new TextEncoder();

/** SHA-256 as lower-case hex: what is stored in place of every token and code. */
export function sha256Hex(text: string): string {
  return encodeHexLowerCase(sha256(encoder.encode(text)));
}

/** A session token: 20 random bytes (160 bits) in lower-case base32. */
export function randomSessionToken(): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
}

/** A reset token: 32 random bytes (256 bits), base64url so it fits a URL path segment. */
export function randomUrlToken(): string {
  return encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
}

/** Six uniformly random digits from the CSPRNG (rejection sampling avoids a modulo bias). */
export function randomVerificationCode(): string {
  const limit = 4_294_000_000; // the largest multiple of 1,000,000 below 2^32
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? limit;
    if (value < limit) return String(value % 1_000_000).padStart(6, "0");
  }
}

/** Compares two secrets in constant time, whatever their lengths (both are hashed first). */
export function secretsEqual(a: string, b: string): boolean {
  return constantTimeEqual(sha256(encoder.encode(a)), sha256(encoder.encode(b)));
}
