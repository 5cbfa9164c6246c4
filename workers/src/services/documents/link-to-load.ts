import { and, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents } from "../../db/schema";
import { requireDocumentUser } from "../access/documents";
import { auditRecord } from "../audit/audit";
import { ownedLoad } from "./owned";
import { linkWaiverClausesStatement } from "./waiver-clauses";

/**
 * Links the caller's documents that have no load yet to one of the caller's loads (the load form,
 * after a save), and their waiver clauses to the load's broker. Someone else's load answers 404;
 * the count says how many were linked.
 */
export async function linkDocumentsToLoad(
  ctx: ServiceContext,
  input: { loadId: string },
): Promise<{ linkedCount: number }> {
  const actor = requireDocumentUser(ctx);
  const load = await ownedLoad(ctx, actor.userId, input.loadId);
  const [linked] = await ctx.db.batch([
    ctx.db
      .update(documents)
      .set({ loadId: load.id, loadNumber: load.loadNumber })
      .where(and(eq(documents.userId, actor.userId), isNull(documents.loadId)))
      .returning({ id: documents.id }),
    // Their waiver clauses now name the load's broker (the broker profile counts them).
    linkWaiverClausesStatement(ctx, { userId: actor.userId, loadId: load.id, brokerKey: load.brokerKey }),
    auditRecord(ctx, {
      actorUserId: actor.userId,
      action: "documents.linked",
      entityType: "load",
      entityId: load.id,
      at: new Date(ctx.now()),
    }),
  ]);
  return { linkedCount: linked.length };
}
