/**
 * The broker analytics figures of the load-board spec's business constants and limits, from what the dashboard already fetched. These are
 * presentation-only ratios, so they live here rather than in the API's domain.
 */

/** A share in percent, whole; null when there is nothing to divide by (shown as "—", not 100%). */
export function percentOf(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.round((Math.min(Math.max(part, 0), whole) / whole) * 100);
}

export type DisputePrevention = "High" | "Medium" | "Low";

/** High at 90 percent or more, Medium at 70 or more, otherwise Low. */
export function disputePrevention(compliancePercent: number): DisputePrevention {
  if (compliancePercent >= 90) return "High";
  if (compliancePercent >= 70) return "Medium";
  return "Low";
}
