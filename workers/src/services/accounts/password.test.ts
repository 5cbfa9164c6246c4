import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, PASSWORD_PARAMETERS, PBKDF2_MAX_ITERATIONS, verifyPassword } from "./password";

describe("password hashing", () => {
  it("stays within the PBKDF2 iteration ceiling production Workers enforce", () => {
    // Local workerd does not enforce this limit; production refuses anything above it.
    expect(PBKDF2_MAX_ITERATIONS).toBe(100_000);
    expect(PASSWORD_PARAMETERS.iterations).toBeLessThanOrEqual(PBKDF2_MAX_ITERATIONS);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(stored).toMatch(/^pbkdf2_sha256\$100000\$/);
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterz", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("never matches a malformed or over-limit stored hash", async () => {
    expect(await verifyPassword("x", "garbage")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2_sha256$900000$AAAA$AAAA")).toBe(false);
  });

  it("asks for a re-hash when the stored parameters are weaker", () => {
    expect(needsRehash("pbkdf2_sha256$50000$AAAA$AAAA")).toBe(true);
    expect(needsRehash("pbkdf2_sha256$100000$AAAA$AAAA")).toBe(false);
  });
});
