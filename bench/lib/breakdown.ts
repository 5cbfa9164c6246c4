// Where the worker's time goes beyond the SQL: durationMs − sqlMs of each sequential search, grouped
// by how many rows it returned. What is left when no row matches is the fixed cost of a request and
// its D1 round trip; the growth with rows is the result crossing from D1 to the worker.
import type { RequestLogEntry } from "./worker-process";

const BUCKETS = [
  { label: "0 rows", max: 0 },
  { label: "1-25 rows", max: 25 },
  { label: "26-200 rows", max: 200 },
  { label: "over 200 rows", max: Number.POSITIVE_INFINITY },
] as const;

export function beyondSqlByRows(
  searches: readonly { requestId: string; rows: number }[],
  log: readonly RequestLogEntry[],
): { rows: string; count: number; meanMs: number }[] {
  const byId = new Map(log.map((entry) => [entry.requestId, entry]));
  const groups = BUCKETS.map((bucket) => ({ ...bucket, values: [] as number[] }));
  for (const search of searches) {
    const entry = byId.get(search.requestId);
    if (entry?.sqlMs === undefined) continue;
    groups.find((group) => search.rows <= group.max)?.values.push(entry.durationMs - entry.sqlMs);
  }
  return groups.map((group) => ({
    rows: group.label,
    count: group.values.length,
    meanMs:
      Math.round((group.values.reduce((sum, value) => sum + value, 0) / Math.max(1, group.values.length)) * 100) / 100,
  }));
}
