import type { ComplianceFigures } from "@truerate/domain/brokers/compliance-rating";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { Database } from "../../db/client";
import { brokerages, loads } from "../../db/schema";
import { loadsOfBroker, resolveBroker } from "../brokers/identity";
import { complianceOfLoads } from "../brokers/standing";

/**
 * A brokerage's loads are those matched to its tenant plus those that name its MC number while it
 * is unregistered; a broker named only by name (no MC) is keyed by its lower-cased name.
 */
export const loadBrokerKey = sql<string>`COALESCE(${brokerages.mcNumber}, ${loads.brokerMcNumber}, 'name:' || lower(trim(${loads.brokerName})))`;

export interface LoadFigures {
  totalLoads: number;
  compliantLoads: number;
  overdueLoads: number;
  /** The 48-hour compliance rating; null while no deadline is decided: there is nothing to rate. */
  complianceRating: number | null;
}

/** The administrator's figures are the rating's own counts (last 12 months), so they add up to it. */
function loadFigures(compliance: ComplianceFigures): LoadFigures {
  return {
    totalLoads: compliance.received,
    compliantLoads: compliance.onTime,
    overdueLoads: compliance.late + compliance.missed,
    complianceRating: compliance.percent,
  };
}

/**
 * The loads a search key stands for: an MC number names the broker its public profile names (a
 * registered brokerage answers for its MC and e-mail domain too); a name without an MC, the
 * unmatched loads that give that name and no MC.
 */
async function scopeOf(db: Database, key: string): Promise<SQL | undefined> {
  if (key.startsWith("name:")) {
    return and(
      isNull(loads.brokerageId),
      isNull(loads.brokerMcNumber),
      eq(sql`'name:' || lower(trim(${loads.brokerName}))`, key),
    );
  }
  try {
    return loadsOfBroker(await resolveBroker(db, `mc:${key}`));
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return eq(loads.brokerKey, `mc:${key}`);
    throw error;
  }
}

/** One search key's figures: the public profile's 48-hour compliance rating and its counts. */
export async function brokerageFiguresOf(db: Database, key: string, now: number): Promise<LoadFigures> {
  return loadFigures(await complianceOfLoads(db, await scopeOf(db, key), now));
}

/** Figures per search key. */
export async function brokerageFigures(db: Database, keys: readonly string[], now: number) {
  const figures = await Promise.all(keys.map(async (key) => [key, await brokerageFiguresOf(db, key, now)] as const));
  return new Map(figures);
}
