import { runLocalSql } from "./e2e-database";

/**
 * Puts a load's 48-hour deadline two hours in the past and marks it overdue, as the deadline
 * engine would have: a browser test cannot wait 48 hours. Writes the API's local D1 directly.
 */
export function makeLoadOverdue(loadId: string): void {
  if (!/^[0-9a-f-]{36}$/.test(loadId)) throw new Error(`not a load id: ${loadId}`);
  const sql =
    "UPDATE loads SET compliance_status = 'overdue', " +
    `deadline_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) - 7200000 WHERE id = '${loadId}'`;
  runLocalSql(sql);
}
