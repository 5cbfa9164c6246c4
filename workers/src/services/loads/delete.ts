import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { DELETABLE_LOAD_FROM, deleteOwnedLoad, documentBodiesOfOwnedLoad, ownedLoadId } from "../../db/queries/loads";
import { actorOf, LOAD_ACCESS_MESSAGES } from "../access/loads";
import { auditRecordFrom } from "../audit/audit";
import { cancelLoadDeadline } from "../deadlines/cancel";

export const LOAD_EVIDENCE_MESSAGE =
  "This load has its broker's record or documents, which are kept as evidence; it cannot be deleted.";

/**
 * Deletes one of the caller's loads, unless it is evidence (409). Another user's id answers the
 * same 404 as an unknown id, so ids cannot be probed. The audit row is selected from the owned load
 * inside the same batch, before the delete, so it is written exactly when the delete happens.
 */
export async function deleteLoad(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const actor = actorOf(ctx);
  // The load's own document rows go with it (ON DELETE CASCADE); their encrypted bodies are removed
  // from R2 afterwards, so nothing unreadable is left behind.
  const bodies = await documentBodiesOfOwnedLoad(ctx.db, input.id, actor.userId);
  const deleted = await deleteOwnedLoad(ctx.env.DB, {
    audit: auditRecordFrom(ctx, {
      entry: {
        action: "load.deleted",
        entityType: "load",
        actorUserId: actor.userId,
        details: "json_object('loadNumber', load_number)",
      },
      from: { sql: DELETABLE_LOAD_FROM, params: [input.id, actor.userId] },
    }),
    id: input.id,
    userId: actor.userId,
    now: ctx.now(),
  });
  if (!deleted) {
    const kept = await ownedLoadId(ctx.db, input.id, actor.userId);
    throw kept ? new AppError("CONFLICT", LOAD_EVIDENCE_MESSAGE) : notFound(LOAD_ACCESS_MESSAGES.notFound);
  }
  await cancelLoadDeadline(ctx, { loadId: input.id });
  if (bodies.length > 0) await ctx.env.DOCUMENTS.delete(bodies.map((body) => body.filePath));
}
