/**
 * A verdict in brief, for a list row (search results): its outcome and the checks that did not
 * pass, each with its sentence and evidence, worst first. `unknown` checks stay in: a row with too
 * little data says so rather than reading as a pass.
 */
import { z } from "zod";
import { type IdentityOutcome, type IdentityVerdict, identityCheckSchema, identityOutcomeSchema } from "./schema";

export const identitySummarySchema = z.object({
  outcome: identityOutcomeSchema,
  /** The checks that are not `pass`, fail first, then warn, then unknown. */
  concerns: z.array(identityCheckSchema),
});
export type IdentitySummary = z.infer<typeof identitySummarySchema>;

const ORDER: Record<IdentityOutcome, number> = { fail: 0, warn: 1, unknown: 2, pass: 3 };

export function identitySummary(verdict: IdentityVerdict): IdentitySummary {
  const concerns = verdict.checks
    .filter((check) => check.outcome !== "pass")
    .sort((left, right) => ORDER[left.outcome] - ORDER[right.outcome]);
  return { outcome: verdict.outcome, concerns };
}

/** What a carrier reads for each outcome: words, never a color alone. */
export const IDENTITY_OUTCOME_WORDS: Record<IdentityOutcome, string> = {
  pass: "Passed",
  warn: "Look before hauling",
  fail: "Failed",
  unknown: "Not enough data",
};

/** Each check's name as a carrier reads it. */
export const IDENTITY_CHECK_NAMES = {
  authority: "FMCSA authority",
  authority_age: "Authority age",
  contact: "E-mail domain",
  document: "Rate confirmation match",
  history: "Reports history",
} as const satisfies Record<z.infer<typeof identityCheckSchema>["kind"], string>;
