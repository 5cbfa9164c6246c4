import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { loads } from "../../db/schema";
import { actorOf } from "./access";
import { type CarrierLoadView, carrierLoadView } from "./load-views";

/** The caller's own loads, newest first (My Shipments), on loads_user_uploaded_idx. */
export async function listMyLoads({ ctx }: { ctx: ServiceContext }): Promise<CarrierLoadView[]> {
  const actor = actorOf(ctx);
  const rows = await ctx.db
    .select()
    .from(loads)
    .where(eq(loads.userId, actor.userId))
    .orderBy(desc(loads.uploadedAt), desc(loads.id));
  return rows.map(carrierLoadView);
}
