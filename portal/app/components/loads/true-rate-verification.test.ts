import { describe, expect, it } from "vitest";
import { trueRateVerificationLabel } from "./true-rate-verification";

describe("trueRateVerificationLabel", () => {
  it("names the record version, an administrator, or says Not Verified", () => {
    expect(trueRateVerificationLabel({ source: "record", recordVersion: 2 })).toBe(
      "Verified against the broker's record (version 2)",
    );
    expect(trueRateVerificationLabel({ source: "administrator", recordVersion: null })).toBe(
      "Verified by an administrator",
    );
    expect(trueRateVerificationLabel(null)).toBe("Not Verified");
    expect(trueRateVerificationLabel(undefined)).toBe("Not Verified");
  });
});
