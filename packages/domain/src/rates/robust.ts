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
/** The share above which a source's, or a broker's, reports are capped. The industry's 25% rule. */
export const MAX_SHARE = 0.25;

export const OUTLIER_RULE =
  `A report is an outlier when |0.6745 × (x − median) / MAD| > ${OUTLIER_Z}, where x is the natural logarithm of ` +
  `its carrier rate per mile and median and MAD (median absolute deviation, at least ${MIN_LOG_MAD}) are the ` +
  "lane's after the caps; outliers are left out of every figure.";

export const CAP_RULE =
  `No source (the account or partner that submitted the reports) counts for more than ${MAX_SHARE * 100}% of a ` +
  "lane's reports (1/n of them when fewer than four sources report), and no broker for more than " +
  `${MAX_SHARE * 100}%; a source's oldest reports beyond its share are capped first, and a broker's are taken ` +
  "from the source that names it most.";

export interface LogCenter {
  median: number;
  mad: number;
}

/** The median and MAD of the values' logarithms (MAD floored at MIN_LOG_MAD); null for no values. */
export function logCenter(values: readonly number[]): LogCenter | null {
  if (values.length === 0) return null;
  const logs = values.map(Math.log).sort((a, b) => a - b);
  const median = quantile(logs, 0.5);
  const deviations = logs.map((value) => Math.abs(value - median)).sort((a, b) => a - b);
  return { median, mad: Math.max(MIN_LOG_MAD, quantile(deviations, 0.5)) };
}

/** The modified z-score of a positive value against a log centre. */
export function modifiedZ(value: number, center: LogCenter): number {
  return (0.6745 * (Math.log(value) - center.median)) / center.mad;
}

/** The values outside `z` of their own centre (indices), none when there are too few to tell. */
export function outlierIndices(values: readonly number[], z = OUTLIER_Z, minimum = 3): Set<number> {
  const center = values.length >= minimum ? logCenter(values) : null;
  const outliers = new Set<number>();
  if (!center) return outliers;
  values.forEach((value, index) => {
    if (Math.abs(modifiedZ(value, center)) > z) outliers.add(index);
  });
  return outliers;
}

/**
 * Caps each group's share of the items: a group may keep at most `share / (1 − share) × others`
 * items, where `share` is MAX_SHARE, or 1/n when `relaxed` and only n < 4 groups exist (so two or
 * three honest sources still count in full against each other). The largest group is trimmed first,
 * in the order `dropOrder` gives, until no group is over. A single group is never capped when
 * `relaxed`; with `relaxed` false it cannot stay (share is strict). Returns the kept and the capped.
 */
export function capShares<T>(
  items: readonly T[],
  groupOf: (item: T) => string,
  dropOrder: (group: readonly T[], all: readonly T[]) => T[],
  relaxed: boolean,
): { kept: T[]; capped: T[] } {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const share = relaxed ? Math.max(MAX_SHARE, 1 / groups.size) : MAX_SHARE;
  if (share >= 1) return { kept: [...items], capped: [] };
  const capped = new Set<T>();
  for (let round = 0; round < items.length; round++) {
    const total = items.length - capped.size;
    const [largestKey, largest] = [...groups.entries()].reduce((best, entry) =>
      entry[1].length > best[1].length ? entry : best,
    );
    const others = total - largest.length;
    const allowance = Math.floor((share / (1 - share)) * others + 1e-9);
    if (largest.length <= allowance) break;
    const kept = items.filter((item) => !capped.has(item));
    const drop = dropOrder(largest, kept).slice(0, largest.length - allowance);
    for (const item of drop) capped.add(item);
    groups.set(
      largestKey,
      largest.filter((item) => !capped.has(item)),
    );
  }
  return { kept: items.filter((item) => !capped.has(item)), capped: items.filter((item) => capped.has(item)) };
}
