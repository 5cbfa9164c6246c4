import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { partnerLoads } from "../schema";

/**
 * A pushed load's next place in its partner's change feed: after its own (the feed's keyset never
 * skips it) and not before `at`. Events, readings and removals all move a load up this way.
 */
export const laterChange = (at: number) => sql<Date>`max(${partnerLoads.changedAt} + 1, ${at})`;

/** Moves a load up the change feed of the partner that pushed it; a load no partner pushed matches no row. */
export const movePartnerLoadUp = (db: Database, input: { loadId: string; at: number }) =>
  db
    .update(partnerLoads)
    .set({ changedAt: laterChange(input.at) })
    .where(eq(partnerLoads.loadId, input.loadId));

/** Whether a partner pushed the load (its events have somewhere to go). */
export async function isPartnerLoad(db: Database, loadId: string): Promise<boolean> {
  const [row] = await db
    .select({ loadId: partnerLoads.loadId })
    .from(partnerLoads)
    .where(eq(partnerLoads.loadId, loadId))
    .limit(1);
  return row !== undefined;
}
