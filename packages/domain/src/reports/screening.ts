// Quarantine: a report that passed the door (plausibility.ts) but is unusual for its lane or its
// source is stored and shown to its owner as "held for review", and counts in no published figure
// until an administrator releases it. Only established lanes judge: a lane's first reports have
// nothing to be unusual against.
import { MIN_REPORTS } from "../rates/publication";
import { type LogCenter, logCenter, modifiedZ, OUTLIER_Z } from "../rates/robust";
import { quantile } from "../rates/statistics";

/** Twice the outlier threshold: far beyond anything the lane has seen. */
export const FAR_OUTLIER_Z = OUTLIER_Z * 2;
/** A source may add this share of an established lane's 90-day reports in a week (at least one) … */
export const BURST_SHARE = 0.05;
/** … or twice its own weekly average on the lane over the 90 days, whichever is more. */
export const BURST_OWN_PACE = 2;
/** A source whose last reports were held more often than not is held as a whole until reviewed. */
export const SOURCE_QUALITY = { window: 50, minimum: 10, maxHeldShare: 0.5 } as const;
/** The days a lane's history covers for screening, and the days of a burst. */
export const LANE_HISTORY_DAYS = 90;
export const BURST_DAYS = 7;

/**
 * How close to the lane's median a source's first report there must be to count unreviewed. One
 * report moves a median by at most its own distance from it, so no newcomer moves a lane by more.
 */
export const NEW_SOURCE_BAND = 0.05;

export const QUARANTINE_REASONS = ["far_outlier", "new_source", "burst", "source_quality"] as const;
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number];

export const QUARANTINE_MESSAGES: Record<QuarantineReason, string> = {
  far_outlier: "Held for review: the rate per mile is far outside what this lane's other reports show",
  new_source: "Held for review: the first report of this source on this lane is more than 5% from the lane's median",
  burst: "Held for review: one source sent more reports on this lane this week than the lane's volume allows",
  source_quality: "Held for review: most of this source's recent reports were held or rejected",
};

export const SCREENING_RULE =
  `A report is held for review when, on a lane where other sources have at least ${MIN_REPORTS} counted reports in ` +
  `${LANE_HISTORY_DAYS} days within 100 miles of both ends: its rate per mile has a modified z-score beyond ` +
  `${FAR_OUTLIER_Z} against theirs; or its source has no counted report there yet and its rate per mile is more ` +
  `than ${NEW_SOURCE_BAND * 100}% from their median; or its source already sent, in the last ${BURST_DAYS} days, ` +
  `max(1, ${BURST_SHARE * 100}% of their reports, ` +
  `${BURST_OWN_PACE} × its own weekly average) reports there; and on any lane when more than ` +
  `${SOURCE_QUALITY.maxHeldShare * 100}% of the source's last ${SOURCE_QUALITY.window} reports (at least ` +
  `${SOURCE_QUALITY.minimum}) were held.`;

export interface LaneHistory {
  /** The rate per mile of each counted report of the other sources on the lane over LANE_HISTORY_DAYS. */
  perMile: readonly number[];
  /** How many counted reports the source itself sent there over the same days. */
  fromSource: number;
}

export interface SourceHistory {
  /** Its reports on this lane uploaded in the last BURST_DAYS (earlier items of the same batch included). */
  onLaneThisWeek: number;
  /** Its last SOURCE_QUALITY.window reports anywhere, and how many of them were held. */
  recent: { total: number; held: number };
}

/** How many reports a source may add to an established lane in a week. */
export function burstAllowance(lane: LaneHistory): number {
  const weeks = LANE_HISTORY_DAYS / 7;
  return Math.max(
    1,
    Math.floor(BURST_SHARE * lane.perMile.length),
    Math.ceil((BURST_OWN_PACE * lane.fromSource) / weeks),
  );
}

function nearMedian(value: number, others: readonly number[]): boolean {
  const median = quantile(
    [...others].sort((a, b) => a - b),
    0.5,
  );
  return Math.abs(value - median) <= NEW_SOURCE_BAND * median;
}

/** Why a report that passed the door is held, or null to count it. */
export function quarantineReason(perMile: number, lane: LaneHistory, source: SourceHistory): QuarantineReason | null {
  const { recent } = source;
  if (recent.total >= SOURCE_QUALITY.minimum && recent.held / recent.total > SOURCE_QUALITY.maxHeldShare)
    return "source_quality";
  if (lane.perMile.length < MIN_REPORTS) return null;
  const center = logCenter(lane.perMile) as LogCenter;
  if (Math.abs(modifiedZ(perMile, center)) > FAR_OUTLIER_Z) return "far_outlier";
  if (lane.fromSource === 0 && !nearMedian(perMile, lane.perMile)) return "new_source";
  if (source.onLaneThisWeek >= burstAllowance(lane)) return "burst";
  return null;
}
