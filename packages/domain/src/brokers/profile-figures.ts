/**
 * A broker profile's figures for the last 12 months, from one row per 371.3 request (a load that named the
 * broker). Pure: the API computes them, the unit tests pin the rules.
 */
import { z } from "zod";
import { medianHours } from "../broker-analytics";
import { complianceRating } from "../compliance";
import type { LoadComplianceStatus } from "../enums";
import { type ComplianceFigures, complianceFigures } from "./compliance-rating";
import type { RequestOutcome, ScoredRequest } from "./transparency-score";

/** A margin is published only from this many distinct carriers (k-anonymity), never from a single load. */
export const MIN_MARGIN_CARRIERS = 3;
export const MARGIN_RULE =
  `The verified margin is (true rates − carrier rates) ÷ true rates over the broker's loads whose true rate an ` +
  `administrator verified, published only when they come from at least ${MIN_MARGIN_CARRIERS} carriers.`;

export interface RequestEvidence {
  loadId: string;
  carrierKey: string;
  uploadedAt: number;
  deadlineAt: number;
  /** When the broker first answered (a document sent, a record submitted, the deadline met), when known. */
  answeredAt: number | null;
  /** The load's 48-hour state: a load met without a known answer time still counts as on time. */
  complianceStatus: LoadComplianceStatus;
  verified: boolean;
  rateCents: number;
  trueRateCents: number | null;
  /** When an administrator upheld the broker's dispute of this missed deadline; null if none. */
  disputeUpheldAt: number | null;
}

/** On time, late, missed, or still within its 48 hours (null). */
export function requestOutcome(
  request: Pick<RequestEvidence, "deadlineAt" | "answeredAt" | "complianceStatus">,
  now: number,
): RequestOutcome | null {
  if (request.answeredAt !== null) return request.answeredAt <= request.deadlineAt ? "on_time" : "late";
  if (request.complianceStatus === "compliant") return "on_time";
  return request.deadlineAt <= now ? "missed" : null;
}

/** The score's view of a request: decided when answered, or at its deadline when missed. */
export function scoredRequests(requests: readonly RequestEvidence[], now: number): ScoredRequest[] {
  return requests.flatMap((request) => {
    const outcome = requestOutcome(request, now);
    if (outcome === null) return [];
    return [
      {
        loadId: request.loadId,
        decidedAt: request.answeredAt ?? request.deadlineAt,
        outcome,
        verified: request.verified,
        disputeUpheldAt: request.disputeUpheldAt,
      },
    ];
  });
}

const count = z.number().int();

export const monthFiguresSchema = z.object({
  /** `YYYY-MM` (UTC), by the month the load was submitted. */
  month: z.string(),
  received: count,
  onTime: count,
  late: count,
  missed: count,
  /** On-time share of the decided requests, whole percent; null with none decided. */
  compliancePercent: count.nullable(),
  medianHoursToAnswer: z.number().nullable(),
});
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

/** The verified margin, or why it is withheld (fewer than MIN_MARGIN_CARRIERS carriers). */
export const marginFiguresSchema = z.union([
  z.object({ published: z.literal(true), percent: z.number(), loads: count, carriers: count }),
  z.object({ published: z.literal(false), reason: z.string(), loads: count, carriers: count }),
]);

export const profileFiguresSchema = z.object({
  received: count,
  /** The 48-hour compliance rating (compliance-rating.ts), whole percent; null with none decided. */
  complianceRating: count.min(0).max(100).nullable(),
  onTime: count,
  late: count,
  missed: count,
  /** Missed deadlines an administrator removed after the broker's dispute. */
  missedRemovedByDispute: count,
  pending: count,
  medianHoursToAnswer: z.number().nullable(),
  verifiedRecords: count,
  margin: marginFiguresSchema,
  months: z.array(monthFiguresSchema),
});
export type ProfileFigures = z.infer<typeof profileFiguresSchema>;

const msToAnswer = (request: RequestEvidence) =>
  request.answeredAt === null ? null : Math.max(0, request.answeredAt - request.uploadedAt);

/** The last `count` months, oldest first, ending with the month of `now` (UTC). */
export function recentMonths(now: number, count = 12): string[] {
  const today = new Date(now);
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (count - 1 - index), 1)).toISOString().slice(0, 7),
  );
}

function tally(requests: readonly RequestEvidence[], now: number) {
  const counts: Record<RequestOutcome | "pending" | "removed", number> = {
    on_time: 0,
    late: 0,
    missed: 0,
    pending: 0,
    removed: 0,
  };
  for (const request of requests) {
    const outcome = requestOutcome(request, now);
    if (outcome === "missed" && request.disputeUpheldAt !== null) counts.removed += 1;
    else counts[outcome ?? "pending"] += 1;
  }
  const durations = requests.map(msToAnswer).filter((value): value is number => value !== null);
  return { counts, medianHours: medianHours(durations) };
}

function verifiedMargin(requests: readonly RequestEvidence[]): ProfileFigures["margin"] {
  const verified = requests.filter((request) => request.verified && request.trueRateCents !== null);
  const carriers = new Set(verified.map((request) => request.carrierKey)).size;
  if (carriers < MIN_MARGIN_CARRIERS) {
    return {
      published: false,
      reason: `Withheld: verified loads from ${carriers} carrier${carriers === 1 ? "" : "s"}; a margin needs ${MIN_MARGIN_CARRIERS}.`,
      loads: verified.length,
      carriers,
    };
  }
  const trueTotal = verified.reduce((sum, request) => sum + (request.trueRateCents ?? 0), 0);
  const paidTotal = verified.reduce((sum, request) => sum + request.rateCents, 0);
  const percent = Math.round(((trueTotal - paidTotal) / trueTotal) * 1000) / 10;
  return { published: true, percent, loads: verified.length, carriers };
}

const complianceOf = (counts: ReturnType<typeof tally>["counts"]) =>
  complianceFigures({
    onTime: counts.on_time,
    late: counts.late,
    missed: counts.missed,
    pending: counts.pending,
    removedByDispute: counts.removed,
  });

/** The 48-hour compliance rating of these requests, with its counts: the one way every answer computes it. */
export function requestCompliance(requests: readonly RequestEvidence[], now: number): ComplianceFigures {
  return complianceOf(tally(requests, now).counts);
}

/** The profile's figures over the requests of the window, by outcome and by month. */
export function profileFigures(requests: readonly RequestEvidence[], now: number): ProfileFigures {
  const { counts, medianHours } = tally(requests, now);
  const compliance = complianceOf(counts);
  const months = recentMonths(now).map((month): MonthFigures => {
    const inMonth = requests.filter((request) => new Date(request.uploadedAt).toISOString().startsWith(month));
    const figures = tally(inMonth, now);
    const decided = figures.counts.on_time + figures.counts.late + figures.counts.missed;
    return {
      month,
      received: inMonth.length,
      onTime: figures.counts.on_time,
      late: figures.counts.late,
      missed: figures.counts.missed,
      compliancePercent: complianceRating(figures.counts.on_time, decided),
      medianHoursToAnswer: figures.medianHours,
    };
  });
  return {
    received: requests.length,
    complianceRating: compliance.percent,
    onTime: counts.on_time,
    late: counts.late,
    missed: counts.missed,
    missedRemovedByDispute: counts.removed,
    pending: counts.pending,
    medianHoursToAnswer: medianHours,
    verifiedRecords: requests.filter((request) => request.verified).length,
    margin: verifiedMargin(requests),
    months,
  };
}
