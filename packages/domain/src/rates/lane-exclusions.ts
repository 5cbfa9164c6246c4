// Which of one escalation step's reports a lane's figures count, and what each left-out report
// was left out for. Every lane answer carries these counts, so a reader can tell a clean lane from
// a filtered one.
import { capShares, outlierIndices, SOURCE_FLOOR } from "./robust";

export interface ScreenedReport {
  date: string;
  mileage: number;
  rateCents: number;
  /** Who submitted it, who hauled it, who brokered it: stable company keys (reports/attribution.ts). */
  source: string;
  broker: string;
  carrier: string;
  /** Quarantined or rejected: stored, never counted. */
  held: boolean;
}

export interface Exclusions {
  /** Held for review or rejected by an administrator. */
  quarantined: number;
  /** Beyond a source's or a broker's share of the lane. */
  capped: number;
  /** Outside the lane's outlier fences. */
  outliers: number;
  /** Capped because one broker was above its share (part of `capped`): the lane is withheld when too few remain. */
  brokerCapped: number;
}

/**
 * Oldest first, and a total order beyond the date, so the same reports are capped however the
 * database happened to return them.
 */
const reportOrder = (a: ScreenedReport, b: ScreenedReport) =>
  a.date.localeCompare(b.date) ||
  a.rateCents - b.rateCents ||
  a.mileage - b.mileage ||
  a.carrier.localeCompare(b.carrier) ||
  a.broker.localeCompare(b.broker) ||
  a.source.localeCompare(b.source);

const oldestFirst = <T extends ScreenedReport>(group: readonly T[]) => [...group].sort(reportOrder);

/**
 * A broker's reports in the order they are capped: first those of the source whose reports name
 * this broker most often (a source that names one broker again and again goes before sources that
 * spread their loads), then of smaller sources, oldest first.
 */
function byConcentration<T extends ScreenedReport>(group: readonly T[], kept: readonly T[]): T[] {
  const naming = new Map<string, number>();
  const size = new Map<string, number>();
  for (const report of group) naming.set(report.source, (naming.get(report.source) ?? 0) + 1);
  for (const report of kept) size.set(report.source, (size.get(report.source) ?? 0) + 1);
  const concentration = (source: string) => (naming.get(source) ?? 0) / (size.get(source) ?? 1);
  return [...group].sort(
    (a, b) =>
      concentration(b.source) - concentration(a.source) ||
      (size.get(a.source) ?? 0) - (size.get(b.source) ?? 0) ||
      reportOrder(a, b),
  );
}

/** The counted reports of a step and the counts of those left out, in the rules' order (robust.ts). */
export function countedReports<T extends ScreenedReport>(
  reports: readonly T[],
): { counted: T[]; uncapped: T[]; excluded: Exclusions } {
  const open = reports.filter((report) => !report.held);
  const bySource = capShares(open, (report) => report.source, oldestFirst, SOURCE_FLOOR);
  const fences = outlierIndices(bySource.kept.map((report) => report.rateCents / report.mileage));
  const inside = bySource.kept.filter((_, index) => !fences.has(index));
  const byBroker = capShares(inside, (report) => report.broker, byConcentration, 0);
  return {
    counted: byBroker.kept,
    /** The reports before the broker cap: whether the lane has enough companies at all is judged on these. */
    uncapped: inside,
    excluded: {
      quarantined: reports.length - open.length,
      capped: bySource.capped.length + byBroker.capped.length,
      outliers: fences.size,
      brokerCapped: byBroker.capped.length,
    },
  };
}
