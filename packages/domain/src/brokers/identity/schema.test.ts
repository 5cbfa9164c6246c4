import { describe, expect, it } from "vitest";
import { type IdentityCheck, identityVerdict, identityVerdictSchema, worstOutcome } from "./schema";

const check = (outcome: IdentityCheck["outcome"]): IdentityCheck => ({
  kind: "authority",
  outcome,
  sentence: outcome,
  evidence: [],
});

describe("identity verdict", () => {
  it("is the worst of the checks: an unknown never hides a fail or a warning", () => {
    expect(worstOutcome(["pass", "unknown", "fail"])).toBe("fail");
    expect(worstOutcome(["unknown", "warn", "pass"])).toBe("warn");
    expect(worstOutcome(["pass", "unknown"])).toBe("unknown");
    expect(worstOutcome(["pass", "pass"])).toBe("pass");
  });

  it("is unknown with no checks, never a pass", () => {
    expect(identityVerdict([]).outcome).toBe("unknown");
  });

  it("parses as its schema", () => {
    const verdict = identityVerdict([check("pass"), check("warn")]);
    expect(identityVerdictSchema.parse(verdict)).toEqual(verdict);
    expect(() => identityVerdictSchema.parse({ ...verdict, outcome: "ok" })).toThrow();
  });
});
