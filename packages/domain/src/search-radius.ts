// Search radius rule of docs/product.md#load-board-validation-rules and #load-board-business-constants-and-limits, shared by the API schema and the portal's form.

export const MIN_SEARCH_RADIUS_MILES = 0;
export const MAX_SEARCH_RADIUS_MILES = 150;
/** A radius that is not a number falls back to the widest search. */
export const DEFAULT_SEARCH_RADIUS_MILES = 150;

/**
 * A radius as whole miles in 0–150: numbers are truncated like `parseInt`, numeric strings are
 * parsed, and anything else (missing, empty, NaN, ±Infinity, objects) becomes 150.
 */
export function clampRadius(value: unknown): number {
  let miles = Number.NaN;
  if (typeof value === "number") miles = Math.trunc(value);
  else if (typeof value === "string") miles = Number.parseInt(value.trim(), 10);
  if (!Number.isFinite(miles)) return DEFAULT_SEARCH_RADIUS_MILES;
  return Math.min(MAX_SEARCH_RADIUS_MILES, Math.max(MIN_SEARCH_RADIUS_MILES, miles));
}
