import { describe, expect, it } from "vitest";
import { brokerIdentityQuestionSchema } from "./question";
import { type IdentityOutcome, identityVerdict } from "./schema";
import { identitySummary } from "./summary";

const check = (kind: "authority" | "contact" | "history" | "authority_age", outcome: IdentityOutcome) => ({
  kind,
  outcome,
  sentence: `${kind} ${outcome}`,
  evidence: [],
});

describe("identitySummary", () => {
  it("keeps the checks that did not pass, fail first, and never drops an unknown", () => {
    const summary = identitySummary(
      identityVerdict([
        check("authority", "pass"),
        check("history", "unknown"),
        check("contact", "warn"),
        check("authority_age", "fail"),
      ]),
    );
    expect(summary.outcome).toBe("fail");
    expect(summary.concerns.map((concern) => concern.kind)).toEqual(["authority_age", "contact", "history"]);
  });

  it("is a pass with no concerns only when every check passed", () => {
    expect(identitySummary(identityVerdict([check("authority", "pass")]))).toEqual({ outcome: "pass", concerns: [] });
  });
});

describe("brokerIdentityQuestionSchema", () => {
  it("takes the load form's broker fields, the e-mail and MC optional", () => {
    expect(
      brokerIdentityQuestionSchema.parse({ brokerName: " Acme ", brokerEmail: "", brokerMcNumber: "mc-123456" }),
    ).toEqual({
      brokerName: "Acme",
      brokerEmail: undefined,
      brokerMcNumber: "MC123456",
    });
  });

  it("answers the load form's messages", () => {
    const result = brokerIdentityQuestionSchema.safeParse({
      brokerName: "",
      brokerEmail: "nope",
      brokerMcNumber: "12",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      "Broker name is required",
      "MC number must be 6 to 7 digits",
      "Valid broker email is required",
    ]);
  });
});
