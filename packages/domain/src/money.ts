// Money is stored as integer cents and shown as dollars (DESIGN.md, "Where logic lives").

/**
 * Dollars → whole cents. Rounding through 12 significant digits first absorbs binary noise, so
 * 1.005 becomes 101 cents rather than 100 (1.005 × 100 is 100.49999… in floating point).
 */
export function dollarsToCents(dollars: number): number {
  return Math.round(Number.parseFloat((dollars * 100).toPrecision(12)));
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Dollars per mile: rate ÷ mileage rounded to 2 decimals (docs/product.md#load-board-business-constants-and-limits); null without a distance. */
export function dollarsPerMile(rateDollars: number, mileage: number): number | null {
  if (!Number.isFinite(rateDollars) || !Number.isFinite(mileage) || mileage <= 0) return null;
  return Math.round(Number.parseFloat(((rateDollars / mileage) * 100).toPrecision(12))) / 100;
}
