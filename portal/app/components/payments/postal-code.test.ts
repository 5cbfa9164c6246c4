import { describe, expect, it } from "vitest";
import { POSTAL_CODE_REQUIRED, postalCodeError, sanitizePostalCode } from "./postal-code";

describe("postal code", () => {
  it("keeps letters, digits, spaces and hyphens", () => {
    expect(sanitizePostalCode("SW1A 1AA")).toBe("SW1A 1AA");
    expect(sanitizePostalCode("12345-6789")).toBe("12345-6789");
    expect(sanitizePostalCode("K1A!0B1#")).toBe("K1A0B1");
  });

  it("cuts the value at 10 characters", () => {
    expect(sanitizePostalCode("123456789012")).toBe("1234567890");
  });

  it("requires a value that is not only blanks", () => {
    expect(postalCodeError("")).toBe(POSTAL_CODE_REQUIRED);
    expect(postalCodeError("   ")).toBe("Please enter your postal code");
    expect(postalCodeError("$$$")).toBe(POSTAL_CODE_REQUIRED);
    expect(postalCodeError("43215")).toBeNull();
  });
});
