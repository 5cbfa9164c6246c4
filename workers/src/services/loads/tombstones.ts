// Tombstones: a pushed load that leaves its partner's keeping stays in the change feed as its ids,
// when and why (services/partners/loads/read.ts), so the partner's copy can drop it too. Each is
// written in the same batch as the removal it records, and sorts after the load's last change.
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loads, partnerLoads, partnerLoadTombstones } from "../../db/schema";

/**
 * Raw: the delete's own condition on `loads` (SQL with numbered parameters) goes into the
 * tombstone's SELECT as it is, so the statement batches beside the raw delete it mirrors.
 */
const insertDeletedTombstoneSql = (loadsWhere: string) =>
  `INSERT INTO partner_load_tombstones (organisation_id, partner_load_id, load_id, reason, removed_at, changed_at)
  SELECT p.organisation_id, p.partner_load_id, p.load_id, ?1, ?2, max(p.changed_at + 1, ?2)
  FROM partner_loads p JOIN loads ON loads.id = p.load_id WHERE ${loadsWhere}
  ON CONFLICT DO NOTHING`;

/**
 * For a load its carrier deletes: matches the `loads` row of the delete's own condition (numbered
 * parameters from ?3; ?1 is the reason, ?2 the time), so a tombstone exists exactly when the
 * delete happens. Runs before the delete, whose cascade takes the partner's key with the load.
 */
export function tombstoneDeletedLoad(db: D1Database, now: number, loadsWhere: string, ...values: unknown[]) {
  return db.prepare(insertDeletedTombstoneSql(loadsWhere)).bind("deleted", now, ...values);
}

/**
 * For the loads of a carrier account being erased: they stay in lane figures, anonymised, but no
 * longer belong to anyone, so each partner's key to them is replaced by a tombstone. Two statements
 * for the account deletion's batch, before the user row goes.
 */
export function tombstoneAnonymisedLoads(db: Database, userId: string, now: number) {
  const ofAccount = db.select({ id: loads.id }).from(loads).where(eq(loads.userId, userId));
  return [
    db
      .insert(partnerLoadTombstones)
      .select(
        db
          .select({
            organisationId: partnerLoads.organisationId,
            partnerLoadId: partnerLoads.partnerLoadId,
            loadId: partnerLoads.loadId,
            reason: sql<"anonymised">`'anonymised'`.as("reason"),
            removedAt: sql<Date>`${now}`.as("removed_at"),
            changedAt: sql<Date>`max(${partnerLoads.changedAt} + 1, ${now})`.as("changed_at"),
          })
          .from(partnerLoads)
          .where(inArray(partnerLoads.loadId, ofAccount)),
      )
      .onConflictDoNothing(),
    db.delete(partnerLoads).where(inArray(partnerLoads.loadId, ofAccount)),
  ] as const;
}
