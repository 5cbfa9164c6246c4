import { complianceRating } from "@truerate/domain/compliance";

/**
 * A brokerage's loads are those matched to its tenant plus those that name its MC number while it
 * is unregistered; a broker named only by name (no MC) is keyed by its lower-cased name.
 */
export const LOAD_BROKER_KEY = "COALESCE(b.mc_number, l.broker_mc_number, 'name:' || lower(trim(l.broker_name)))";

export interface LoadFigures {
  totalLoads: number;
  compliantLoads: number;
  overdueLoads: number;
  /** Null while no deadline is decided: there is nothing to rate. */
  complianceRating: number | null;
}

interface FiguresRow {
  key: string;
  total: number;
  compliant: number;
  overdue: number;
}

/**
 * The brokerage compliance rating is the share of compliant loads among those whose deadline is
 * decided: a load still inside its 48 hours has neither met nor missed it yet.
 */
export function loadFigures(row: Omit<FiguresRow, "key"> | undefined): LoadFigures {
  const total = row?.total ?? 0;
  const compliant = row?.compliant ?? 0;
  const overdue = row?.overdue ?? 0;
  return {
    totalLoads: total,
    compliantLoads: compliant,
    overdueLoads: overdue,
    complianceRating: complianceRating(compliant, compliant + overdue),
  };
}

/** Load counts per broker key, for up to 100 keys at once. */
export function figuresStatement(db: D1Database, keys: readonly string[]) {
  const placeholders = keys.map((_, index) => `?${index + 1}`).join(", ") || "NULL";
  return db
    .prepare(
      `SELECT ${LOAD_BROKER_KEY} AS key, count(*) AS total,
         sum(l.compliance_status = 'compliant') AS compliant, sum(l.compliance_status = 'overdue') AS overdue
       FROM loads l LEFT JOIN brokerages b ON b.id = l.brokerage_id
       WHERE ${LOAD_BROKER_KEY} IN (${placeholders}) GROUP BY key`,
    )
    .bind(...keys);
}

export type { FiguresRow };
