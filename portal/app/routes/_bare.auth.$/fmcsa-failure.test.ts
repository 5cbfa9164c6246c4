import { TrueRateApiError } from "@truerate/sdk";
import { describe, expect, it } from "vitest";
import { FMCSA_DEFAULT_TIPS, fmcsaFailureOf } from "./fmcsa-failure";

describe("fmcsaFailureOf", () => {
  it("reads the dialog's details and falls back to docs/product.md's tips", () => {
    const details = { valid: false, error: "MC number MC1 was not found", company_name: "Acme", status: "A" };
    const body = { code: "FMCSA_VERIFICATION_FAILED", message: "m", details };
    const failure = fmcsaFailureOf(new TrueRateApiError(new Response(null, { status: 422 }), body));
    expect(failure).toEqual({
      error: "MC number MC1 was not found",
      companyName: "Acme",
      status: "A",
      tips: FMCSA_DEFAULT_TIPS,
    });
  });
});
