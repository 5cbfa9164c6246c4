// The statements over posted rates (the rates table: what a user posts on the board, not the kept
// lane answers of db/queries/lane-answers.ts).
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rates } from "../schema";

export type PostedRateRow = typeof rates.$inferSelect;

/** A posting as stored: every field the user typed (the rate in cents), and when. */
export type PostedRateInput = Pick<
  PostedRateRow,
  | "id"
  | "userId"
  | "origin"
  | "destination"
  | "truckType"
  | "length"
  | "weight"
  | "rateCents"
  | "loadType"
  | "validUntil"
> & { userId: string; now: number };

/**
 * Inserts the posting unless the same user posted the very same one since `repeatSince`, and answers
 * ours or the identical one that stopped the insert. The check and the insert are one statement,
 * and D1 runs one statement at a time, so identical posts at once still make one rate.
 */
export async function insertPostedRateOnce(
  db: Database,
  posting: PostedRateInput,
  repeatSince: number,
): Promise<PostedRateRow | undefined> {
  const validUntil = posting.validUntil?.getTime() ?? null;
  const samePosting = and(
    eq(rates.userId, posting.userId),
    eq(rates.origin, posting.origin),
    eq(rates.destination, posting.destination),
    eq(rates.truckType, posting.truckType),
    sql`${rates.length} IS ${posting.length}`,
    sql`${rates.weight} IS ${posting.weight}`,
    eq(rates.rateCents, posting.rateCents),
    eq(rates.loadType, posting.loadType),
    sql`${rates.validUntil} IS ${validUntil}`,
    gt(rates.datePosted, new Date(repeatSince)),
  );
  await db.run(sql`
    INSERT INTO ${rates} (id, user_id, origin, destination, truck_type, length, weight, rate_cents, load_type,
      valid_until, date_posted)
    SELECT ${posting.id}, ${posting.userId}, ${posting.origin}, ${posting.destination}, ${posting.truckType},
      ${posting.length}, ${posting.weight}, ${posting.rateCents}, ${posting.loadType}, ${validUntil}, ${posting.now}
    WHERE NOT EXISTS (SELECT 1 FROM ${rates} WHERE ${samePosting})`);
  const [rate] = await db
    .select()
    .from(rates)
    .where(samePosting)
    .orderBy(desc(sql`${rates.id} = ${posting.id}`), desc(rates.datePosted))
    .limit(1);
  return rate;
}

/** A user's posted rates, newest first (rates_user_idx). */
export function postedRatesOf(db: Database, userId: string): Promise<PostedRateRow[]> {
  return db.select().from(rates).where(eq(rates.userId, userId)).orderBy(desc(rates.datePosted), desc(rates.id));
}
