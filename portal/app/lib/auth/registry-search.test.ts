import { describe, expect, it } from "vitest";
import {
  describeMatch,
  noMatchesMessage,
  parseRegistryMatches,
  registrySearchPath,
  searchFailedMessage,
  shouldSearch,
} from "./registry-search";
import { codeDigits } from "./verification-code-input";

describe("FMCSA company search (the accounts spec's validation rules and error catalogue)", () => {
  it("searches from 2 characters, in the registry of the account type", () => {
    expect(shouldSearch(" a ")).toBe(false);
    expect(shouldSearch("ab")).toBe(true);
    expect(registrySearchPath("broker", "blue & co")).toBe("/api/fmcsa-brokers/search?q=blue+%26+co");
    expect(registrySearchPath("carrier", "demo")).toBe("/api/fmcsa-carriers/search?q=demo");
  });

  it("words the empty and failed searches as the spec does", () => {
    expect(noMatchesMessage("broker", "zz")).toBe('No FMCSA brokers found matching "zz"');
    expect(noMatchesMessage("carrier", "zz")).toBe('No FMCSA carriers found matching "zz"');
    expect(searchFailedMessage("broker")).toBe("Failed to search brokers");
    expect(searchFailedMessage("carrier")).toBe("Failed to search carriers. Please try again.");
  });

  it("reads the answer defensively and describes each entry", () => {
    const matches = parseRegistryMatches([
      {
        id: "1",
        companyName: "Demo Trucking LLC",
        mcNumber: "MC654321",
        dotNumber: "654321",
        city: "Columbus",
        state: "OH",
        status: "A",
      },
      { id: "2", companyName: "No numbers" },
      "junk",
    ]);
    expect(matches).toHaveLength(1);
    expect(matches?.[0] && describeMatch(matches[0])).toBe("MC654321 · DOT 654321 · Columbus, OH");
    expect(parseRegistryMatches({ error: "x" })).toBeNull();
  });
});

describe("verification code input", () => {
  it("keeps digits only, at most six", () => {
    expect(codeDigits("12a3-45 678")).toBe("123456");
    expect(codeDigits("abc")).toBe("");
  });
});
