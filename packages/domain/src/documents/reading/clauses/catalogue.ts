import type { ClauseKind } from "../types";
import type { ClauseEntry } from "./entry";
import { FINE_ENTRIES } from "./fine";
import { FORFEITURE_ENTRIES } from "./forfeiture";
import { SETOFF_ENTRIES } from "./setoff";
import { WAIVER_ENTRIES } from "./waiver";

export type { ClauseEntry } from "./entry";

/** Every entry, kind by kind in the order of CLAUSE_KINDS; within a kind, the first that matches names the hit. */
export const CLAUSE_CATALOGUE: readonly ClauseEntry[] = [
  ...WAIVER_ENTRIES,
  ...SETOFF_ENTRIES,
  ...FORFEITURE_ENTRIES,
  ...FINE_ENTRIES,
];

/** Short plain-words labels for screens. */
export const CLAUSE_KIND_LABELS: Readonly<Record<ClauseKind, string>> = {
  waiver: "Waives the 371.3 record",
  setoff: "Lets the broker take other debts from this pay",
  forfeiture: "Pay lost or cut over paperwork",
  fine: "Fixed fines taken from pay",
};
