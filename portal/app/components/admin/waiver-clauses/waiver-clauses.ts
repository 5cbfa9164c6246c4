import type { components } from "@truerate/sdk";

/** A detected waiver clause as the admin console lists it (GET /api/admin/waiver-clauses). */
export type AdminWaiverClause = components["schemas"]["AdminWaiverClause"];

export const WAIVER_CLAUSES_SCREEN = {
  failed: "Failed to fetch the waiver clauses",
  none: "No waiver clauses detected yet.",
} as const;
