/**
 * The contract of a broker identity check (docs/broker-identity.md): what was checked, its outcome,
 * a sentence in plain words and the evidence it used, each value with where it came from. The API,
 * the partner fields and the portal all carry these shapes.
 */
import { z } from "zod";

export const identityCheckKindSchema = z.enum(["authority", "authority_age", "contact", "document", "history"]);
export type IdentityCheckKind = z.infer<typeof identityCheckKindSchema>;

/** `unknown`: the data to decide is missing. A check never answers `pass` without its evidence. */
export const identityOutcomeSchema = z.enum(["pass", "warn", "fail", "unknown"]);
export type IdentityOutcome = z.infer<typeof identityOutcomeSchema>;

/** One value a check used: what it is, the value as found, and where it was found. */
export const identityEvidenceSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** "FMCSA census file <name>, as of <date>", "the load as reported", "the rate confirmation, page N", … */
  source: z.string(),
});
export type IdentityEvidence = z.infer<typeof identityEvidenceSchema>;

export const identityCheckSchema = z.object({
  kind: identityCheckKindSchema,
  outcome: identityOutcomeSchema,
  sentence: z.string(),
  evidence: z.array(identityEvidenceSchema),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

export const identityVerdictSchema = z.object({
  /** The worst outcome of the checks: fail, then warn, then unknown, then pass. */
  outcome: identityOutcomeSchema,
  checks: z.array(identityCheckSchema),
});
export type IdentityVerdict = z.infer<typeof identityVerdictSchema>;

/** Worst first: an `unknown` never hides a `fail` or a `warn`, and a `pass` needs every check to pass. */
const SEVERITY: Record<IdentityOutcome, number> = { fail: 3, warn: 2, unknown: 1, pass: 0 };

export function worstOutcome(outcomes: readonly IdentityOutcome[]): IdentityOutcome {
  return outcomes.reduce<IdentityOutcome>(
    (worst, outcome) => (SEVERITY[outcome] > SEVERITY[worst] ? outcome : worst),
    outcomes.length === 0 ? "unknown" : "pass",
  );
}

/** The verdict over a load's checks; with no checks at all there is nothing to say, so `unknown`. */
export function identityVerdict(checks: readonly IdentityCheck[]): IdentityVerdict {
  return { outcome: worstOutcome(checks.map((check) => check.outcome)), checks: [...checks] };
}
