// A carrier's rate alert on a saved lane: when does the lane's published figure "cross" the threshold?

export const ALERT_DIRECTIONS = ["above", "below"] as const;
export type AlertDirection = (typeof ALERT_DIRECTIONS)[number];

/** Thresholds are dollars per mile; a figure outside this band is a typo, not a market. */
export const MIN_ALERT_THRESHOLD = 0.1;
export const MAX_ALERT_THRESHOLD = 20;

export const RATE_ALERT_RULE =
  "An alert fires once when the lane's published median carrier rate per mile moves onto the chosen side of the " +
  "threshold (at or above it, or at or below it) from the other side, or is first published there. A withheld lane " +
  "keeps the last published figure, so a lane going in and out of publication does not fire again.";

/** Whether a figure is on the side of the threshold the carrier asked to hear about. */
export function onAlertSide(value: number, threshold: number, direction: AlertDirection): boolean {
  return direction === "above" ? value >= threshold : value <= threshold;
}

export interface AlertCheck {
  threshold: number;
  direction: AlertDirection;
  /** The last published figure the job saw (or the one when the alert was set); null: none yet. */
  previous: number | null;
  /** The lane's figure now; null when the lane is withheld. */
  current: number | null;
}

export interface AlertDecision {
  fire: boolean;
  /** What to remember as `previous` for the next check. */
  remember: number | null;
}

/** The crossing rule (RATE_ALERT_RULE). Pure: the scheduled job stores `remember` and sends on `fire`. */
export function checkAlert({ threshold, direction, previous, current }: AlertCheck): AlertDecision {
  if (current === null) return { fire: false, remember: previous };
  const wasOn = previous !== null && onAlertSide(previous, threshold, direction);
  return { fire: onAlertSide(current, threshold, direction) && !wasOn, remember: current };
}
