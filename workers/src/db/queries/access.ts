// What the access checks read before they decide (services/access/), and the administrators' reads of a load.
import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { loads } from "../schema";

/** The whole load, whoever owns it (the caller decides whether it may be seen). */
export async function loadOfId(db: Database, loadId: string) {
  const [load] = await db.select().from(loads).where(eq(loads.id, loadId)).limit(1);
  return load;
}
