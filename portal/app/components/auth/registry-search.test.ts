import { describe, expect, it } from "vitest";
import { describeMatch, noMatchesMessage, searchFailedMessage, shouldSearch } from "./registry-search";
import { codeDigits } from "./verification-code-input";

describe("FMCSA company search (docs/product.md#accounts-validation-rules and #accounts-error-catalogue)", () => {
  it("searches from 2 characters, in the registry of the account type", () => {
    expect(shouldSearch(" a ")).toBe(false);
    expect(shouldSearch("ab")).toBe(true);
  });

  it("words the empty and failed searches as docs/product.md does", () => {
    expect(noMatchesMessage("broker", "zz")).toBe('No FMCSA brokers found matching "zz"');
    expect(noMatchesMessage("carrier", "zz")).toBe('No FMCSA carriers found matching "zz"');
    expect(searchFailedMessage("broker")).toBe("Failed to search brokers");
    expect(searchFailedMessage("carrier")).toBe("Failed to search carriers. Please try again.");
  });

  it("describes each entry by its numbers and place", () => {
    const match = {
      id: "1",
      companyName: "Demo Trucking LLC",
      mcNumber: "MC654321",
      dotNumber: "654321",
      city: "Columbus",
      state: "OH",
      status: "A",
      dbaName: null,
      phoneNumber: null,
      email: null,
      dataAsOf: null,
      sourceFile: null,
    };
    expect(describeMatch(match)).toBe("MC654321 · DOT 654321 · Columbus, OH");
    expect(describeMatch({ ...match, city: null, state: null })).toBe("MC654321 · DOT 654321");
  });
});

describe("verification code input", () => {
  it("keeps digits only, at most six", () => {
    expect(codeDigits("12a3-45 678")).toBe("123456");
    expect(codeDigits("abc")).toBe("");
  });
});
