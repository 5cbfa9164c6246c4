// One set of reports judged as a lookup judges an escalation step: which are counted (exclusions),
// whether they may be published (k-anonymity) and, if not, why. A lane lookup judges each step with
// it, a lane history each week, so a week is published or withheld by exactly the lookup's rules.
import type { LaneReport } from "./lane-aggregate";
import { countedReports, type Exclusions } from "./lane-exclusions";
import { type Contributors, contributorsOf, type WithheldReason, withheldReason } from "./publication";
import { type Spread, spreadOf } from "./statistics";

export type StepJudgement<T extends LaneReport> =
  | { status: "published"; counted: T[]; contributors: Contributors; excluded: Exclusions }
  | {
      status: "withheld";
      reason: WithheldReason;
      contributors: Contributors;
      /** The companies there before a broker was capped: a lane the caps emptied still names who reports on it. */
      present: Contributors;
      excluded: Exclusions;
    };

export function judgeStep<T extends LaneReport>(reports: readonly T[]): StepJudgement<T> {
  const screened = countedReports(reports);
  const { counted, excluded } = screened;
  const contributors = contributorsOf(counted);
  if (!withheldReason(contributors)) return { status: "published", counted, contributors, excluded };
  // Too few companies before any broker was capped is the reason; otherwise the cap of a broker
  // above its share is, not the count it left behind.
  const present = contributorsOf(screened.uncapped);
  const reason = withheldReason({ ...present, maxBrokerShare: 0 }) ?? "dominant_broker";
  return { status: "withheld", reason, contributors, present, excluded };
}

export interface VerifiedTrueRate<T extends LaneReport> {
  /** The counted reports whose true rate an administrator verified. */
  reports: T[];
  /** Why the true rate is withheld though the carrier rate is published; null when it is published. */
  withheld: WithheldReason | null;
  /** (true rate − carrier rate) / true rate in percent; null when the true rate is withheld. */
  margin: Spread | null;
}

/** The true rate of a published step: only a true rate checked against the broker's record counts. */
export function verifiedTrueRate<T extends LaneReport>(counted: readonly T[]): VerifiedTrueRate<T> {
  const reports = counted.filter((report) => report.verified && report.trueRateCents !== null);
  const withheld = withheldReason(contributorsOf(reports));
  const margins = reports.map((report) => {
    const trueCents = report.trueRateCents as number;
    return ((trueCents - report.rateCents) / trueCents) * 100;
  });
  return { reports, withheld, margin: withheld ? null : spreadOf(margins) };
}
