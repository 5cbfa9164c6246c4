import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { documents, loads } from "../../db/schema";
import { actorOf, LOAD_ACCESS_MESSAGES } from "../access/loads";
import { auditRecordFrom } from "../audit/audit";
import { cancelLoadDeadline } from "../deadlines/cancel";
import { tombstoneDeletedLoad } from "./tombstones";

export const LOAD_EVIDENCE_MESSAGE =
  "This load has its broker's record or documents, which are kept as evidence; it cannot be deleted.";

/**
 * Evidence is never lost: once the broker answered (a record version, or a document shared with the
 * carrier), the load stays with them. Part of the delete itself, so an answer arriving meanwhile
 * cannot slip a deletion through.
 */
const HAS_NO_EVIDENCE = `NOT EXISTS (SELECT 1 FROM transaction_records WHERE load_id = loads.id)
  AND NOT EXISTS (SELECT 1 FROM documents WHERE load_id = loads.id AND is_shared = 1)`;

/**
 * Raw: the delete on the evidence condition, batched as a plain D1 statement after the audit row and
 * the tombstone that test the same condition (audit.ts auditRecordFrom, tombstones.ts).
 */
const DELETE_LOAD_SQL = `DELETE FROM loads WHERE id = ?1 AND user_id = ?2 AND ${HAS_NO_EVIDENCE}`;

/**
 * Deletes one of the caller's loads, unless it is evidence (409). Another user's id answers the
 * same 404 as an unknown id, so ids cannot be probed. The audit row is selected from the owned load
 * inside the same batch, before the delete, so it is written exactly when the delete happens.
 */
export async function deleteLoad(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const actor = actorOf(ctx);
  const db = ctx.env.DB;
  // The load's own document rows go with it (ON DELETE CASCADE); their encrypted bodies are removed
  // from R2 afterwards, so nothing unreadable is left behind.
  const owned = and(eq(loads.id, input.id), eq(loads.userId, actor.userId));
  const bodies = await ctx.db
    .select({ filePath: documents.filePath })
    .from(documents)
    .innerJoin(loads, eq(loads.id, documents.loadId))
    .where(owned);
  const [, , deleted] = await db.batch([
    auditRecordFrom(ctx, {
      entry: {
        action: "load.deleted",
        entityType: "load",
        actorUserId: actor.userId,
        details: "json_object('loadNumber', load_number)",
      },
      from: { sql: `loads WHERE id = ? AND user_id = ? AND ${HAS_NO_EVIDENCE}`, params: [input.id, actor.userId] },
    }),
    // A load a partner pushed leaves the partner's change feed as a tombstone.
    tombstoneDeletedLoad(
      db,
      ctx.now(),
      `loads.id = ?3 AND loads.user_id = ?4 AND ${HAS_NO_EVIDENCE}`,
      input.id,
      actor.userId,
    ),
    db.prepare(DELETE_LOAD_SQL).bind(input.id, actor.userId),
  ]);
  if (!deleted || deleted.meta.changes === 0) {
    const kept = await ctx.db.select({ id: loads.id }).from(loads).where(owned).get();
    throw kept ? new AppError("CONFLICT", LOAD_EVIDENCE_MESSAGE) : notFound(LOAD_ACCESS_MESSAGES.notFound);
  }
  await cancelLoadDeadline(ctx, { loadId: input.id });
  if (bodies.length > 0) await ctx.env.DOCUMENTS.delete(bodies.map((body) => body.filePath));
}
