/** The offline provider's calendar: one period is one calendar month, as Stripe bills `interval: month`. */

/**
 * The same instant one month later, clamped to the month's last day (Jan 31 → Feb 28), in UTC.
 * Stripe anchors renewals to the first day of the cycle; chaining from the previous end can drift
 * after a clamp (Mar 28 instead of Mar 31), an accepted simplification for the offline provider.
 */
export function addMonth(instant: Date): Date {
  const next = new Date(instant.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** Stripe expires a subscription whose first payment is not completed within 23 hours. */
export const INCOMPLETE_EXPIRY_MS = 23 * 60 * 60 * 1000;

/** The most periods a single read catches up, so a long-idle row cannot loop unbounded. */
export const MAX_CATCH_UP_PERIODS = 240;
