import type { components } from "@truerate/sdk";

export type IdentityVerdict = components["schemas"]["IdentityVerdict"];
export type IdentityCheck = components["schemas"]["IdentityCheck"];
export type IdentitySummary = components["schemas"]["IdentitySummary"];
export type IdentityOutcome = components["schemas"]["IdentityOutcome"];

/** What an identity panel shows: nothing asked yet, the answer on its way, the verdict, or why there is none. */
export type IdentityState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; verdict: IdentityVerdict }
  | { status: "error"; message: string };

/** Radix colors beside the words: a color never says an outcome alone. */
export const OUTCOME_COLOR = { pass: "green", warn: "amber", fail: "red", unknown: "gray" } as const satisfies Record<
  IdentityOutcome,
  string
>;
