/**
 * The broker dashboard's Analytics, week by week in New York time: deadlines met and missed, the
 * compliance rate they give (loads within compliance divided by decided loads, as the broker
 * compliance rate of the business constants), how long carriers take to open what the brokerage
 * sent, and where its loads came from (the portal or a partner's API). Pure: the API reads the rows,
 * these rules put them in weeks.
 */
import { complianceRating } from "./compliance";
import type { LoadComplianceStatus } from "./enums";
import { addDays, newYorkWeekStart } from "./new-york-time";

/** How many weeks the Analytics tab shows unless asked otherwise, and the bounds of `weeks`. */
export const ANALYTICS_WEEKS = { default: 12, min: 1, max: 26 } as const;

/**
 * A load's 48-hour outcome: only decided loads (met or missed) count toward a week's rate, in the
 * week it was decided. A deadline met early is the week's, not its due date's: on a Saturday a load
 * met today is due next week, which no chart shows yet.
 */
export interface DeadlineOutcomeRow {
  /** When the outcome was decided (its deadline_met or deadline_missed event), else the deadline. */
  decidedAt: number;
  complianceStatus: LoadComplianceStatus;
}

/** A document the brokerage shared, and when its carrier first opened it (null: not yet). */
export interface SharedDocumentRow {
  sharedAt: number;
  carrierViewedAt: number | null;
}

/** A load matched to the brokerage, and whether a partner pushed it through the API. */
export interface LoadArrivalRow {
  uploadedAt: number;
  viaPartnerApi: boolean;
}

export interface AnalyticsWeek {
  /** The Monday starting the week, New York time, `YYYY-MM-DD`. */
  weekStart: string;
  deadlinesMet: number;
  deadlinesMissed: number;
  /** Met ÷ (met + missed) in whole percent; null when no deadline of the week is decided. */
  complianceRate: number | null;
  documentsShared: number;
  documentsViewed: number;
  /** Median hours from sharing to the carrier's first view, one decimal; null when none was viewed. */
  medianResponseHours: number | null;
  loadsFromPortal: number;
  loadsFromPartnerApi: number;
}

export type AnalyticsTotals = Omit<AnalyticsWeek, "weekStart">;

/** The Mondays of the `weeks` New York weeks ending with the one holding `now`, oldest first. */
export function recentWeekStarts(now: number, weeks: number): string[] {
  const current = newYorkWeekStart(now);
  return Array.from({ length: weeks }, (_, index) => addDays(current, (index - weeks + 1) * 7));
}

/**
 * An instant no later than the first week's start (Monday 00:00 UTC, hours before Monday 00:00 in
 * New York), for a query's lower bound; rows before the first week are dropped when bucketed.
 */
export function queryLowerBound(firstWeekStart: string): number {
  return Date.parse(`${firstWeekStart}T00:00:00Z`);
}

/** The median of the hours, one decimal; null for none. */
export function medianHours(durationsMs: readonly number[]): number | null {
  if (durationsMs.length === 0) return null;
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round((median / 3_600_000) * 10) / 10;
}

interface Tally {
  met: number;
  missed: number;
  shared: number;
  responses: number[];
  portal: number;
  partner: number;
}

const emptyTally = (): Tally => ({ met: 0, missed: 0, shared: 0, responses: [], portal: 0, partner: 0 });

function summarise(tally: Tally): AnalyticsTotals {
  return {
    deadlinesMet: tally.met,
    deadlinesMissed: tally.missed,
    complianceRate: complianceRating(tally.met, tally.met + tally.missed),
    documentsShared: tally.shared,
    documentsViewed: tally.responses.length,
    medianResponseHours: medianHours(tally.responses),
    loadsFromPortal: tally.portal,
    loadsFromPartnerApi: tally.partner,
  };
}

/**
 * Puts rows in the weeks ending with `now`'s: a deadline by the week it fell due, a document by the
 * week it was shared (its response time counts there, whenever the view came), a load by the week
 * it arrived. Rows outside the weeks are ignored; every week is present, zero when quiet.
 */
export function bucketBrokerAnalytics(input: {
  now: number;
  weeks: number;
  outcomes: readonly DeadlineOutcomeRow[];
  documents: readonly SharedDocumentRow[];
  arrivals: readonly LoadArrivalRow[];
}): { weeks: AnalyticsWeek[]; totals: AnalyticsTotals } {
  const starts = recentWeekStarts(input.now, input.weeks);
  const tallies = new Map(starts.map((start) => [start, emptyTally()]));
  const total = emptyTally();
  const tallyOf = (instant: number) => tallies.get(newYorkWeekStart(instant));

  for (const outcome of input.outcomes) {
    const tally = tallyOf(outcome.decidedAt);
    if (!tally || outcome.complianceStatus === "pending") continue;
    const key = outcome.complianceStatus === "compliant" ? "met" : "missed";
    tally[key] += 1;
    total[key] += 1;
  }
  for (const document of input.documents) {
    const tally = tallyOf(document.sharedAt);
    if (!tally) continue;
    tally.shared += 1;
    total.shared += 1;
    if (document.carrierViewedAt === null) continue;
    const response = Math.max(0, document.carrierViewedAt - document.sharedAt);
    tally.responses.push(response);
    total.responses.push(response);
  }
  for (const arrival of input.arrivals) {
    const tally = tallyOf(arrival.uploadedAt);
    if (!tally) continue;
    const key = arrival.viaPartnerApi ? "partner" : "portal";
    tally[key] += 1;
    total[key] += 1;
  }
  return {
    weeks: starts.map((weekStart) => ({ weekStart, ...summarise(tallies.get(weekStart) ?? emptyTally()) })),
    totals: summarise(total),
  };
}
