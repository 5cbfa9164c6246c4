import type { ServiceContext } from "../../core/service-context";
import { linkUnlinkedDocuments } from "../../db/queries/documents";
import { linkWaiverClauses } from "../../db/queries/waiver-clauses";
import { runBatch } from "../../db/run-batch";
import { requireDocumentUser } from "../access/documents";
import { auditRecord } from "../audit/audit";
import { ownedLoad } from "./owned";

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
  const load = await ownedLoad(ctx, { userId: actor.userId, loadId: input.loadId });
  const [linked] = await runBatch(ctx.db, [
    linkUnlinkedDocuments(ctx.db, { userId: actor.userId, loadId: load.id, loadNumber: load.loadNumber }),
    // Their waiver clauses now name the load's broker (the broker profile counts them).
    linkWaiverClauses(ctx.db, { userId: actor.userId, loadId: load.id, brokerKey: load.brokerKey }),
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
