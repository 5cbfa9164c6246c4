// Which of one escalation step's reports a lane's figures count, and what each left-out report
// was left out for. Every lane answer carries these counts, so a reader can tell a clean lane from
// a filtered one.
import { capShares, outlierIndices } from "./robust";

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

const oldestFirst = <T extends { date: string }>(group: readonly T[]) =>
  [...group].sort((a, b) => a.date.localeCompare(b.date));

/** A broker's reports, from the source that names it most first (so one source's flood goes before honest reports). */
function bySourceWeight<T extends ScreenedReport>(group: readonly T[]): T[] {
  const perSource = new Map<string, number>();
  for (const report of group) perSource.set(report.source, (perSource.get(report.source) ?? 0) + 1);
  return [...group].sort(
    (a, b) =>
      (perSource.get(b.source) ?? 0) - (perSource.get(a.source) ?? 0) ||
      a.source.localeCompare(b.source) ||
      a.date.localeCompare(b.date),
  );
}

/** The counted reports of a step and the counts of those left out, in the rules' order (robust.ts). */
export function countedReports<T extends ScreenedReport>(reports: readonly T[]): { counted: T[]; excluded: Exclusions } {
  const open = reports.filter((report) => !report.held);
  const bySource = capShares(open, (report) => report.source, oldestFirst, true);
  const fences = outlierIndices(bySource.kept.map((report) => report.rateCents / report.mileage));
  const inside = bySource.kept.filter((_, index) => !fences.has(index));
  const byBroker = capShares(inside, (report) => report.broker, bySourceWeight, false);
  return {
    counted: byBroker.kept,
    excluded: {
      quarantined: reports.length - open.length,
      capped: bySource.capped.length + byBroker.capped.length,
      outliers: fences.size,
      brokerCapped: byBroker.capped.length,
    },
  };
}
