// The statements over loads that the services run.

/**
 * Raw: the true-rate search, built by services/loads/search-query.ts (its filters and the session
 * check) and prepared here, so the route can send it in the same D1 batch as the session lookup.
 */
export function loadSearchStatement(db: D1Database, query: { sql: string; params: unknown[] }): D1PreparedStatement {
  return db.prepare(query.sql).bind(...query.params);
}
