// The alert form's own checks and wording; the API checks the same bounds and answers 400 otherwise.

import {
  type AlertDirection,
  MAX_ALERT_THRESHOLD,
  MIN_ALERT_THRESHOLD,
} from "@truerate/domain/carrier-tools/rate-alert";
import type { Result } from "../../lib/result";

/** "$2.50", "2.5" or " 2.50 " → 2.5; anything else says what to type. */
export function parseThreshold(text: string): Result<number> {
  const cleaned = text.trim().replace(/^\$/, "");
  const value = Number(cleaned);
  if (cleaned === "" || !Number.isFinite(value))
    return { ok: false, message: "Enter the threshold in dollars per mile, for example 2.50" };
  if (value < MIN_ALERT_THRESHOLD || value > MAX_ALERT_THRESHOLD)
    return {
      ok: false,
      message: `Enter a threshold between $${MIN_ALERT_THRESHOLD.toFixed(2)} and $${MAX_ALERT_THRESHOLD.toFixed(2)} per mile`,
    };
  return { ok: true, data: value };
}

/** "Alert on: e-mail and notice when the median is at or above $2.50/mi (last seen $2.25/mi)." */
export function alertSummary(alert: {
  thresholdPerMile: number;
  direction: AlertDirection;
  lastSeenPerMile: number | null;
}): string {
  const side = alert.direction === "above" ? "at or above" : "at or below";
  const seen = alert.lastSeenPerMile === null ? "" : ` (last seen $${alert.lastSeenPerMile.toFixed(2)}/mi)`;
  return `Alert on: an e-mail and a notice when the median reaches ${side} $${alert.thresholdPerMile.toFixed(2)}/mi${seen}.`;
}
