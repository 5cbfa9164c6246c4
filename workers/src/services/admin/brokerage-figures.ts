import { complianceRating } from "@truerate/domain/compliance";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brokerages, loads } from "../../db/schema";

/**
 * A brokerage's loads are those matched to its tenant plus those that name its MC number while it
 * is unregistered; a broker named only by name (no MC) is keyed by its lower-cased name.
 */
export const loadBrokerKey = sql<string>`COALESCE(${brokerages.mcNumber}, ${loads.brokerMcNumber}, 'name:' || lower(trim(${loads.brokerName})))`;

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

/** Load counts per broker key, for up to 100 keys at once (loads joined to their tenant, if any). */
export function figuresQuery(db: Database, keys: readonly string[]) {
  return db
    .select({
      key: loadBrokerKey,
      total: sql<number>`count(*)`,
      compliant: sql<number>`sum(${loads.complianceStatus} = 'compliant')`,
      overdue: sql<number>`sum(${loads.complianceStatus} = 'overdue')`,
    })
    .from(loads)
    .leftJoin(brokerages, eq(brokerages.id, loads.brokerageId))
    .where(inArray(loadBrokerKey, [...keys]))
    .groupBy(loadBrokerKey);
}

export type { FiguresRow };
