// Robust figures: which reports a lane's published numbers leave out, and why. Two rules, applied
// in this order to the reports of one escalation step:
//   1. caps: no one source, and no one broker, above its share of the lane (the excess is "capped");
//   2. outliers: a modified z-score on the logarithm of the rate per mile (the rest are "outliers").
// The centre the outlier rule measures from is taken after the caps, so a flood cannot move it.
import { quantile } from "./statistics";

/** Iglewicz & Hoaglin's modified z-score threshold (1993): beyond it a value is an outlier. */
export const OUTLIER_Z = 3.5;
/** Rates within 2% of each other never make an outlier, however tight the lane (a MAD of 0 would). */
export const MIN_LOG_MAD = 0.02;
/**
 * Below this many reports a MAD is too unstable to call anything an outlier (one report more can
 * turn an honest one into an outlier); thin lanes are guarded at the door and by screening instead.
 */
export const OUTLIER_MIN_REPORTS = 10;
/** The share above which a source's, or a broker's, reports are capped. The industry's 25% rule. */
export const MAX_SHARE = 0.25;

export const OUTLIER_RULE =
  `A report is an outlier when |0.6745 × (x − median) / MAD| > ${OUTLIER_Z}, where x is the natural logarithm of ` +
  `its carrier rate per mile and median and MAD (median absolute deviation, at least ${MIN_LOG_MAD}) are the ` +
  `lane's after the caps; outliers are left out of every figure. Lanes under ${OUTLIER_MIN_REPORTS} reports have none.`;

export const CAP_RULE =
  "A source (the account or partner that submitted the reports) counts in full up to 20 reports in a lane and " +
  `beyond that for no more than ${MAX_SHARE * 100}% of it; no broker counts for more than ${MAX_SHARE * 100}%. ` +
  "A source's oldest reports beyond its share are capped first; a broker's are taken first from the source " +
  "whose reports name it most often.";

export interface LogCenter {
  median: number;
  mad: number;
}

/** The median of ascending values (typed arrays sort numerically and natively, far faster than a comparator). */
const medianOf = (ascending: Float64Array) => quantile(ascending, 0.5);

function centerOfLogs(logs: Float64Array): LogCenter {
  const ascending = Float64Array.from(logs).sort();
  const median = medianOf(ascending);
  const deviations = ascending.map((value) => Math.abs(value - median)).sort();
  return { median, mad: Math.max(MIN_LOG_MAD, medianOf(deviations)) };
}

/** The median and MAD of the values' logarithms (MAD floored at MIN_LOG_MAD); null for no values. */
export function logCenter(values: readonly number[]): LogCenter | null {
  return values.length === 0 ? null : centerOfLogs(Float64Array.from(values, Math.log));
}

/** The modified z-score of a positive value against a log centre. */
export function modifiedZ(value: number, center: LogCenter): number {
  return (0.6745 * (Math.log(value) - center.median)) / center.mad;
}

/** The values outside `z` of their own centre (indices), none when there are too few to tell. */
export function outlierIndices(values: readonly number[], z = OUTLIER_Z, minimum = OUTLIER_MIN_REPORTS): Set<number> {
  const outliers = new Set<number>();
  if (values.length < minimum) return outliers;
  const logs = Float64Array.from(values, Math.log);
  const { median, mad } = centerOfLogs(logs);
  logs.forEach((log, index) => {
    if (Math.abs((0.6745 * (log - median)) / mad) > z) outliers.add(index);
  });
  return outliers;
}

/** A source counts in full up to this many reports in a lane, whatever the others send. */
export const SOURCE_FLOOR = 20;

/**
 * Caps each group's share of the items: a group may keep `floor` items, and beyond that at most
 * MAX_SHARE of the lane: `MAX_SHARE / (1 − MAX_SHARE) × others`. The allowance only grows as others
 * add items, so a newcomer can never trim an incumbent. The largest group over its allowance is
 * trimmed first, in the order `dropOrder` gives, until none is over. Returns the kept and the capped.
 */
export function capShares<T>(
  items: readonly T[],
  groupOf: (item: T) => string,
  dropOrder: (group: readonly T[], kept: readonly T[]) => T[],
  floor: number,
): { kept: T[]; capped: T[] } {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const capped = new Set<T>();
  const allowanceOf = (size: number, total: number) =>
    Math.max(floor, Math.floor((MAX_SHARE / (1 - MAX_SHARE)) * (total - size) + 1e-9));
  for (let round = 0; round < items.length && groups.size > 0; round++) {
    const total = items.length - capped.size;
    const over = [...groups.entries()]
      .map(([key, group]) => ({ key, group, excess: group.length - allowanceOf(group.length, total) }))
      .filter((entry) => entry.excess > 0)
      // The largest first; equal ones by key, so the outcome never depends on the reading order.
      .sort((a, b) => b.group.length - a.group.length || a.key.localeCompare(b.key))[0];
    if (!over) break;
    const kept = items.filter((item) => !capped.has(item));
    for (const item of dropOrder(over.group, kept).slice(0, over.excess)) capped.add(item);
    groups.set(
      over.key,
      over.group.filter((item) => !capped.has(item)),
    );
  }
  return { kept: items.filter((item) => !capped.has(item)), capped: items.filter((item) => capped.has(item)) };
}
