// One lane's published figures, or why they are withheld. Pure: the reports come in already read
// (the two states, the widest timeframe needed) and every rule is applied here.

import { RATE_TIMEFRAMES, type RateTimeframe } from "../partners/vocabulary";
import { CONFIDENCE_RULE, type ConfidenceLevel, confidenceLevel, confidenceScore } from "./confidence";
import {
  type EscalationStep,
  escalationSteps,
  firstDayOf,
  inArea,
  type LaneEnd,
  type LanePlace,
  type ReadScope,
  widenings,
  withinScope,
} from "./escalation";
import { countedReports, type Exclusions, type ScreenedReport } from "./lane-exclusions";
import {
  type Contributors,
  contributorsOf,
  PUBLICATION_RULE,
  WITHHELD_MESSAGES,
  type WithheldReason,
  withheldReason,
} from "./publication";
import { CAP_RULE, OUTLIER_RULE } from "./robust";
import { roundSpread, type Spread, spreadOf } from "./statistics";

export const WIDEST_TIMEFRAME: RateTimeframe = RATE_TIMEFRAMES[RATE_TIMEFRAMES.length - 1] as RateTimeframe;

/**
 * One load as a rate report: its lane, what the carrier was paid, the true rate, and who it is
 * from (source, broker and carrier as company keys, reports/attribution.ts).
 */
export interface LaneReport extends ScreenedReport {
  pickup: LanePlace;
  delivery: LanePlace;
  trueRateCents: number | null;
  /** An administrator verified the true rate against the broker's record. */
  verified: boolean;
}

/** What a lane answer left out and by which rules. */
export interface LaneExclusions extends Omit<Exclusions, "brokerCapped"> {
  rules: { outliers: string; caps: string };
}

export interface LaneRequest {
  origin: LaneEnd;
  destination: LaneEnd;
  timeframeDays: RateTimeframe;
}

export interface RateFigures {
  perMile: Spread;
  perTrip: Spread;
}

export interface Escalation {
  requested: EscalationStep;
  applied: EscalationStep;
  /** How many steps were taken past the request (0: the lane as asked). */
  steps: number;
}

export interface PublishedLane {
  status: "published";
  carrierRate: RateFigures;
  /** The verified true rate; null (with its reason) when its own reports are too few to publish. */
  trueRate: (RateFigures & { reports: number }) | null;
  trueRateWithheld: { reason: WithheldReason; message: string } | null;
  brokerMargin: { averagePct: number; medianPct: number } | null;
  mileage: { average: number };
  reports: number;
  companies: { brokers: number; carriers: number };
  maxContributorShare: number;
  verification: { documentVerified: number };
  confidence: { score: number; level: ConfidenceLevel; rule: string };
  publicationRule: string;
  escalation: Escalation;
  excluded: LaneExclusions;
}

export interface WithheldLane {
  status: "withheld";
  reason: WithheldReason;
  message: string;
  reports: number;
  companies: { brokers: number; carriers: number };
  publicationRule: string;
  /** The widest step tried. */
  escalation: Escalation;
  excluded: LaneExclusions;
}

export type LaneAggregate = PublishedLane | WithheldLane;

const figuresOf = (reports: readonly LaneReport[], cents: (report: LaneReport) => number): RateFigures => ({
  perMile: roundSpread(spreadOf(reports.map((report) => cents(report) / 100 / report.mileage))) as Spread,
  perTrip: roundSpread(spreadOf(reports.map((report) => cents(report) / 100))) as Spread,
});

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function inStep(report: LaneReport, request: LaneRequest, step: EscalationStep, firstDay: string): boolean {
  return (
    report.date >= firstDay &&
    inArea(step.area, report.pickup, request.origin) &&
    inArea(step.area, report.delivery, request.destination)
  );
}

const exclusionsOf = ({ brokerCapped: _, ...counts }: Exclusions): LaneExclusions => ({
  ...counts,
  rules: { outliers: OUTLIER_RULE, caps: CAP_RULE },
});

function publish(
  reports: LaneReport[],
  contributors: Contributors,
  escalation: Escalation,
  widened: number,
  excluded: Exclusions,
): PublishedLane {
  const carrierRate = figuresOf(reports, (report) => report.rateCents);
  // Only a true rate an administrator checked against the broker's record is a true rate.
  const withTrueRate = reports.filter((report) => report.verified && report.trueRateCents !== null);
  const trueRateReason = withheldReason(contributorsOf(withTrueRate));
  const trueRate = trueRateReason ? null : figuresOf(withTrueRate, (report) => report.trueRateCents as number);
  const margins = withTrueRate.map((report) => {
    const trueCents = report.trueRateCents as number;
    return ((trueCents - report.rateCents) / trueCents) * 100;
  });
  const marginSpread = trueRateReason ? null : spreadOf(margins);
  const verified = reports.filter((report) => report.verified).length;
  const score = confidenceScore({
    reports: contributors.reports,
    brokers: contributors.brokers,
    verified,
    perMile: carrierRate.perMile,
    widenings: widened,
  });
  return {
    status: "published",
    carrierRate,
    trueRate: trueRate ? { ...trueRate, reports: withTrueRate.length } : null,
    trueRateWithheld: trueRateReason ? { reason: trueRateReason, message: WITHHELD_MESSAGES[trueRateReason] } : null,
    brokerMargin: marginSpread
      ? { averagePct: round(marginSpread.average, 1), medianPct: round(marginSpread.median, 1) }
      : null,
    mileage: { average: Math.round(reports.reduce((sum, report) => sum + report.mileage, 0) / reports.length) },
    reports: contributors.reports,
    companies: { brokers: contributors.brokers, carriers: contributors.carriers },
    maxContributorShare: round(contributors.maxBrokerShare, 2),
    verification: { documentVerified: verified },
    confidence: { score, level: confidenceLevel(score), rule: CONFIDENCE_RULE },
    publicationRule: PUBLICATION_RULE,
    escalation,
    excluded: exclusionsOf(excluded),
  };
}

/** Everything: the two states, a year back. */
export const WIDEST_SCOPE: ReadScope = { area: "state", days: WIDEST_TIMEFRAME };

/**
 * Tries each escalation step in order and publishes the first one the publication rule allows.
 * `scope` is what `reports` cover: steps beyond it are not tried (the caller reads more and asks
 * again only when a lane needs it, so dense lanes never read two states over a year).
 */
export function aggregateLane(
  request: LaneRequest,
  reports: readonly LaneReport[],
  now: number,
  scope: ReadScope = WIDEST_SCOPE,
): LaneAggregate {
  const hasPoints = request.origin.point !== null && request.destination.point !== null;
  const steps = escalationSteps(request.timeframeDays, hasPoints);
  const requested = steps[0] as EscalationStep;
  let last: WithheldLane | null = null;
  for (const [index, step] of steps.entries()) {
    if (!withinScope(step, scope)) break;
    const firstDay = firstDayOf(step.timeframeDays, now);
    const screened = countedReports(reports.filter((report) => inStep(report, request, step, firstDay)));
    const { counted, excluded } = screened;
    const contributors = contributorsOf(counted);
    const escalation = { requested, applied: step, steps: index };
    const broken = withheldReason(contributors);
    if (!broken) return publish(counted, contributors, escalation, widenings(steps, step), excluded);
    // Too few companies before any broker was capped is the reason; otherwise the cap of a broker
    // above its share is, not the count it left behind.
    const reason = withheldReason({ ...contributorsOf(screened.uncapped), maxBrokerShare: 0 }) ?? "dominant_broker";
    last = {
      status: "withheld",
      reason,
      message: WITHHELD_MESSAGES[reason],
      reports: contributors.reports,
      companies: { brokers: contributors.brokers, carriers: contributors.carriers },
      publicationRule: PUBLICATION_RULE,
      escalation,
      excluded: exclusionsOf(excluded),
    };
  }
  return last as WithheldLane;
}

/**
 * What to read next for a lane still withheld after reading `scope`, or null when nothing wider
 * could publish it. The escalation tries every timeframe of an area before the next area, so the
 * reads follow it: the same area a year back, and only then the two states a year back. A lane
 * that publishes at its cities as asked never moves more than its own days.
 */
export function widerScope(result: LaneAggregate, scope: ReadScope): ReadScope | null {
  if (result.status === "published") return null;
  if (scope.days < WIDEST_SCOPE.days) return { area: scope.area, days: WIDEST_SCOPE.days };
  return scope.area !== WIDEST_SCOPE.area ? WIDEST_SCOPE : null;
}
