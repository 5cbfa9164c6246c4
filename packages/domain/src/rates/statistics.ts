// Order statistics of lane rates. Pure: the partner API, the search summary and the bench share them.
import { z } from "zod";

export const spreadSchema = z.object({ average: z.number(), median: z.number(), p25: z.number(), p75: z.number() });
export type Spread = z.infer<typeof spreadSchema>;

/**
 * The p-th quantile (0..1) of ascending values by linear interpolation between closest ranks
 * (Hyndman & Fan type 7, what spreadsheets and numpy use by default), so p25/p75 never jump
 * to an outlier on small lanes.
 */
export function quantile(ascending: ArrayLike<number>, p: number): number {
  if (ascending.length === 0) throw new RangeError("quantile of no values");
  const position = (ascending.length - 1) * Math.min(1, Math.max(0, p));
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = ascending[lower] as number;
  const high = ascending[upper] as number;
  return low + (high - low) * (position - lower);
}

/** Average, median and the middle-50% band (p25–p75) of the values, or null when there are none. */
export function spreadOf(values: readonly number[]): Spread | null {
  if (values.length === 0) return null;
  const ascending = [...values].sort((a, b) => a - b);
  const sum = ascending.reduce((total, value) => total + value, 0);
  return {
    average: sum / ascending.length,
    median: quantile(ascending, 0.5),
    p25: quantile(ascending, 0.25),
    p75: quantile(ascending, 0.75),
  };
}

/** A spread with every figure rounded to cents (dollar amounts) or to a given number of decimals. */
export function roundSpread(spread: Spread | null, decimals = 2): Spread | null {
  if (!spread) return null;
  const factor = 10 ** decimals;
  const round = (value: number) => Math.round(value * factor) / factor;
  return {
    average: round(spread.average),
    median: round(spread.median),
    p25: round(spread.p25),
    p75: round(spread.p75),
  };
}
