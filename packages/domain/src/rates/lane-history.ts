// A lane's last 13 months, week by week: the carrier rate and the verified true rate per mile, the
// broker margin and the report count of each week, published or withheld by the lookup's own rules
// (step-judgement.ts). Pure: the reports come in already read.
import { format, parseISO, startOfISOWeek, subWeeks } from "date-fns";
import { z } from "zod";
import { inArea, LANE_AREAS, type LaneArea, type LaneEnd, laneAreas, RADIUS_MILES } from "./escalation";
import { type LaneReport, marginOf } from "./lane-aggregate";
import { withheldReasonSchema } from "./publication";
import { roundSpread, type Spread, spreadOf, spreadSchema } from "./statistics";
import { judgeStep, verifiedTrueRate } from "./step-judgement";

/** The current week and the 57 before it: at least 399 days, more than any 13 months (397 at most). */
export const HISTORY_WEEKS = 58;
/** The share of weeks an area must publish to be the history's area (see HISTORY_AREA_RULE). */
export const MIN_PUBLISHED_SHARE = 0.5;

export const HISTORY_AREA_RULE =
  "A history reads one area for all its weeks, so they compare: the most specific of the two cities, " +
  `${RADIUS_MILES} miles around both, the two three-digit ZIP areas and the two states in which at least ${MIN_PUBLISHED_SHARE * 100}% of the ` +
  "weeks publish; when none does, the one in which the most weeks publish. Weeks start on Monday (UTC).";

const calendarDay = (date: Date) => format(date, "yyyy-MM-dd");

/** The Monday (`YYYY-MM-DD`) of the week a calendar day falls in; no clock or zone enters. */
export function weekOf(date: string): string {
  return calendarDay(startOfISOWeek(parseISO(date)));
}

/** The Mondays of the history's weeks (UTC days), oldest first; the last is this week's. */
export function historyWeekStarts(now: number): string[] {
  const current = startOfISOWeek(parseISO(new Date(now).toISOString().slice(0, 10)));
  return Array.from({ length: HISTORY_WEEKS }, (_, index) => calendarDay(subWeeks(current, HISTORY_WEEKS - 1 - index)));
}

export interface HistoryRequest {
  origin: LaneEnd;
  destination: LaneEnd;
}

/** What a week's figures left out, by the lookup's rules. */
export const weekExclusionsSchema = z.object({
  quarantined: z.number().int(),
  capped: z.number().int(),
  outliers: z.number().int(),
});

/** `reports`: the counted reports (after the exclusions). */
const weekCounts = { weekStart: z.string(), reports: z.number().int(), excluded: weekExclusionsSchema };

export const publishedWeekSchema = z.object({
  weekStart: weekCounts.weekStart,
  status: z.literal("published"),
  reports: weekCounts.reports,
  excluded: weekCounts.excluded,
  /** Per mile, US dollars. */
  carrierRate: spreadSchema,
  /** Per mile, from verified true rates only; null (with its reason) when they are too few. */
  trueRate: z.union([spreadSchema, z.null()]),
  trueRateWithheld: z.object({ reason: withheldReasonSchema }).nullable(),
  brokerMargin: z.object({ averagePct: z.number(), medianPct: z.number() }).nullable(),
});
export type PublishedWeek = z.infer<typeof publishedWeekSchema>;

/**
 * A gap, with its reason only: an answer holds thousands of weeks, so each reason's message is given
 * once beside them (the answer's `withheldReasons`), not in every week.
 */
export const withheldWeekSchema = z.object({
  weekStart: weekCounts.weekStart,
  status: z.literal("withheld"),
  reports: weekCounts.reports,
  excluded: weekCounts.excluded,
  reason: withheldReasonSchema,
});
export type WithheldWeek = z.infer<typeof withheldWeekSchema>;

export type HistoryWeek = PublishedWeek | WithheldWeek;

export const laneHistorySchema = z.object({
  area: z.enum(LANE_AREAS),
  publishedWeeks: z.number().int(),
  weeks: z.array(z.discriminatedUnion("status", [publishedWeekSchema, withheldWeekSchema])),
});
export type LaneHistory = z.infer<typeof laneHistorySchema>;

const perMile = (reports: readonly LaneReport[], cents: (report: LaneReport) => number) =>
  roundSpread(spreadOf(reports.map((report) => cents(report) / 100 / report.mileage))) as Spread;

function judgeWeek(weekStart: string, reports: readonly LaneReport[]): HistoryWeek {
  const judged = judgeStep(reports);
  const { brokerCapped: _, ...excluded } = judged.excluded;
  const counts = { weekStart, reports: judged.contributors.reports, excluded };
  if (judged.status === "withheld") return { ...counts, status: "withheld", reason: judged.reason };
  const truth = verifiedTrueRate(judged.counted);
  return {
    ...counts,
    status: "published",
    carrierRate: perMile(judged.counted, (report) => report.rateCents),
    trueRate: truth.withheld ? null : perMile(truth.reports, (report) => report.trueRateCents as number),
    trueRateWithheld: truth.withheld ? { reason: truth.withheld } : null,
    brokerMargin: marginOf(truth.margin),
  };
}

/** Every history week of one area, each judged on that week's reports alone. */
function weeksAt(area: LaneArea, request: HistoryRequest, reports: readonly LaneReport[], starts: string[]) {
  const byWeek = new Map<string, LaneReport[]>(starts.map((start) => [start, []]));
  for (const report of reports) {
    if (!inArea(area, report.pickup, request.origin) || !inArea(area, report.delivery, request.destination)) continue;
    byWeek.get(weekOf(report.date))?.push(report);
  }
  const weeks = starts.map((start) => judgeWeek(start, byWeek.get(start) ?? []));
  return { area, publishedWeeks: weeks.filter((week) => week.status === "published").length, weeks };
}

/**
 * The lane's history at the area HISTORY_AREA_RULE chooses. `read` is the widest area `reports`
 * cover (the radius: the boxes around both ends): when no area within it publishes enough weeks,
 * the states may decide, so the answer is null and the caller reads the states.
 */
export function laneHistory(
  request: HistoryRequest,
  reports: readonly LaneReport[],
  now: number,
  read: LaneArea = "state",
): LaneHistory | null {
  const starts = historyWeekStarts(now);
  let best: LaneHistory | null = null;
  for (const area of laneAreas(request.origin, request.destination)) {
    if (LANE_AREAS.indexOf(area) > LANE_AREAS.indexOf(read)) return null;
    const history = weeksAt(area, request, reports, starts);
    if (history.publishedWeeks >= MIN_PUBLISHED_SHARE * HISTORY_WEEKS) return history;
    if (!best || history.publishedWeeks > best.publishedWeeks) best = history;
  }
  return best;
}
