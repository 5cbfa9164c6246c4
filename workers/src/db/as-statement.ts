/**
 * A drizzle query as a plain D1 statement, to batch it with raw conditional SQL. (drizzle 0.45's
 * own batch cannot run `db.run(sql\`…\`)` items that have parameters: it reads a prepared
 * statement those items do not have.)
 */
export function asStatement(
  d1: D1Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
): D1PreparedStatement {
  const { sql, params } = query.toSQL();
  return d1.prepare(sql).bind(...params);
}
