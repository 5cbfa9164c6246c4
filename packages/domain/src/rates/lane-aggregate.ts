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
  laneAreas,
  type ReadScope,
  widenings,
  withinScope,
} from "./escalation";
import type { Exclusions, ScreenedReport } from "./lane-exclusions";
import {
  type Contributors,
  contributorsOf,
  PUBLICATION_RULE,
  WITHHELD_MESSAGES,
  type WithheldReason,
} from "./publication";
import { CAP_RULE, OUTLIER_RULE } from "./robust";
import { roundSpread, type Spread, spreadOf } from "./statistics";
import { judgeStep, verifiedTrueRate } from "./step-judgement";
import { withheldExplanation } from "./withheld-explanation";

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
  /** …and the load's rate confirmation, as read, agrees with that record (absent: it does not). */
  documentVerified?: boolean;
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
  trueRateWithheld: { reason: WithheldReason; message: string; explanation: string } | null;
  brokerMargin: { averagePct: number; medianPct: number } | null;
  mileage: { average: number };
  reports: number;
  companies: { brokers: number; carriers: number };
  maxContributorShare: number;
  /**
   * verified: reports whose true rate an administrator verified; documentVerified: those of them
   * borne out by their rate confirmation, as read, agreeing with the record verified against.
   */
  verification: { verified: number; documentVerified: number };
  confidence: { score: number; level: ConfidenceLevel; rule: string };
  publicationRule: string;
  escalation: Escalation;
  excluded: LaneExclusions;
}

export interface WithheldLane {
  status: "withheld";
  reason: WithheldReason;
  message: string;
  /** The reason with the lane's own counts: "one broker is all of this lane's reports; at least 3 brokers are needed". */
  explanation: string;
  reports: number;
  /** The companies the step's reports come from before a broker's share was capped. */
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

/** The broker margin as published: average and median, in percent to a tenth. */
export const marginOf = (margin: Spread | null) =>
  margin ? { averagePct: round(margin.average, 1), medianPct: round(margin.median, 1) } : null;

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
  const truth = verifiedTrueRate(reports);
  const trueRate = truth.withheld ? null : figuresOf(truth.reports, (report) => report.trueRateCents as number);
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
    trueRate: trueRate ? { ...trueRate, reports: truth.reports.length } : null,
    trueRateWithheld: truth.withheld
      ? {
          reason: truth.withheld,
          message: WITHHELD_MESSAGES[truth.withheld],
          explanation: withheldExplanation(truth.withheld, contributorsOf(truth.reports), "verified reports"),
        }
      : null,
    brokerMargin: marginOf(truth.margin),
    mileage: { average: Math.round(reports.reduce((sum, report) => sum + report.mileage, 0) / reports.length) },
    reports: contributors.reports,
    companies: { brokers: contributors.brokers, carriers: contributors.carriers },
    maxContributorShare: round(contributors.maxBrokerShare, 2),
    verification: {
      verified,
      documentVerified: reports.filter((report) => report.verified && report.documentVerified).length,
    },
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
  const steps = escalationSteps(request.timeframeDays, laneAreas(request.origin, request.destination));
  const requested = steps[0] as EscalationStep;
  let last: WithheldLane | null = null;
  for (const [index, step] of steps.entries()) {
    if (!withinScope(step, scope)) break;
    const firstDay = firstDayOf(step.timeframeDays, now);
    const judged = judgeStep(reports.filter((report) => inStep(report, request, step, firstDay)));
    const { contributors, excluded } = judged;
    const escalation = { requested, applied: step, steps: index };
    if (judged.status === "published")
      return publish(judged.counted, contributors, escalation, widenings(steps, step), excluded);
    const { present } = judged;
    last = {
      status: "withheld",
      reason: judged.reason,
      message: WITHHELD_MESSAGES[judged.reason],
      explanation: withheldExplanation(judged.reason, present),
      reports: contributors.reports,
      companies: { brokers: present.brokers, carriers: present.carriers },
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
