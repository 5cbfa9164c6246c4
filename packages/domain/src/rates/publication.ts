// When a lane may be published (k-anonymity): no figure may let a reader pick out one broker or one
// carrier. The thresholds follow the industry's published rules (≥7 reports from ≥3 companies;
// no contributor above 25% of a lane), applied to brokers and, for carriers, by count.
import { z } from "zod";

export const MIN_REPORTS = 7;
export const MIN_BROKERS = 3;
export const MIN_CARRIERS = 3;
export const MAX_BROKER_SHARE = 0.25;

export const PUBLICATION_RULE =
  `A lane is published only with at least ${MIN_REPORTS} reports from at least ${MIN_BROKERS} brokers and ` +
  `${MIN_CARRIERS} carriers, and no broker above ${MAX_BROKER_SHARE * 100}% of its reports.`;

/** Why a lane (or a week, or a true rate) is withheld: the first publication rule it breaks. */
export const withheldReasonSchema = z.enum([
  "too_few_reports",
  "too_few_brokers",
  "too_few_carriers",
  "dominant_broker",
]);
export type WithheldReason = z.infer<typeof withheldReasonSchema>;

export const WITHHELD_MESSAGES: Record<WithheldReason, string> = {
  too_few_reports: `Fewer than ${MIN_REPORTS} reports support this lane`,
  too_few_brokers: `Fewer than ${MIN_BROKERS} brokers report on this lane`,
  too_few_carriers: `Fewer than ${MIN_CARRIERS} carriers report on this lane`,
  dominant_broker: `One broker is more than ${MAX_BROKER_SHARE * 100}% of this lane's reports`,
};

export interface Contributors {
  reports: number;
  brokers: number;
  carriers: number;
  /** The largest broker's share of the reports, 0..1. */
  maxBrokerShare: number;
}

/** Who contributed: `broker` and `carrier` are stable keys of each report's companies. */
export function contributorsOf(reports: readonly { broker: string; carrier: string }[]): Contributors {
  const perBroker = new Map<string, number>();
  const carriers = new Set<string>();
  for (const report of reports) {
    perBroker.set(report.broker, (perBroker.get(report.broker) ?? 0) + 1);
    carriers.add(report.carrier);
  }
  const largest = Math.max(0, ...perBroker.values());
  return {
    reports: reports.length,
    brokers: perBroker.size,
    carriers: carriers.size,
    maxBrokerShare: reports.length === 0 ? 0 : largest / reports.length,
  };
}

/** Null when the lane may be published, else the first rule it breaks. */
export function withheldReason(contributors: Contributors): WithheldReason | null {
  if (contributors.reports < MIN_REPORTS) return "too_few_reports";
  if (contributors.brokers < MIN_BROKERS) return "too_few_brokers";
  if (contributors.carriers < MIN_CARRIERS) return "too_few_carriers";
  if (contributors.maxBrokerShare > MAX_BROKER_SHARE) return "dominant_broker";
  return null;
}
