/**
 * How the broker Analytics tab words its figures (the weekly numbers come from the API): shares,
 * the dispute-prevention level of docs/product.md#load-board-business-constants-and-limits, week labels.
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

const WEEK_FORMATS = {
  short: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }),
  long: new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric", year: "numeric" }),
};

/**
 * A New York week by its Monday (`YYYY-MM-DD`, already a New York calendar day): "Nov 16" on an
 * axis, "Nov 16, 2026" in a table. Formatted in UTC so the day does not shift with the viewer.
 */
export function weekLabel(weekStart: string, style: keyof typeof WEEK_FORMATS = "short"): string {
  const day = new Date(`${weekStart}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? weekStart : WEEK_FORMATS[style].format(day);
}

/** A percentage or hours figure for text: "—" when there is nothing to measure. */
export const percentText = (value: number | null) => (value === null ? "—" : `${value}%`);
/** Hours come to one decimal, so a response within minutes reads "< 0.1 h" rather than "0 h". */
export const hoursText = (value: number | null) => {
  if (value === null) return "—";
  return value < 0.1 ? "< 0.1 h" : `${value} h`;
};
