import { and, eq, isNull, ne } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { asStatement } from "../../db/as-statement";
import { brokerReplies } from "../../db/schema";
import { auditRecordWhen } from "../audit/audit";
import { requireBrokerageMember } from "./access";
import { resolveBroker } from "./identity";

/** The brokerage's (?1) current reply. */
const CURRENT = "brokerage_id = ?1 AND superseded_at IS NULL";

/**
 * Raw: INSERT … SELECT … WHERE NOT EXISTS with no FROM, which drizzle's insert cannot say: the
 * reply (?3), unless it is already the current one.
 */
const INSERT_REPLY_SQL = `INSERT INTO broker_replies (id, brokerage_id, body, written_by, created_at)
  SELECT ?4, ?1, ?3, ?5, ?2 WHERE NOT EXISTS (SELECT 1 FROM broker_replies WHERE ${CURRENT} AND body = ?3)`;

/**
 * A brokerage's public reply on its profile. In one batch a different reply supersedes the current
 * one (kept, never deleted: what a broker said publicly stays on record), the new one is written and
 * audited; the same reply again changes nothing, so parallel identical posts leave one row.
 */
export async function replyOnProfile(
  ctx: ServiceContext,
  input: { key: string; body: string },
): Promise<{ body: string; writtenAt: string }> {
  const { key, body } = input;
  const identity = await resolveBroker(ctx.db, key);
  const actor = requireBrokerageMember(ctx, identity);
  const brokerageId = identity.brokerageId as string;
  const now = new Date(ctx.now());
  const id = crypto.randomUUID();
  const d1 = ctx.env.DB;
  const current = and(eq(brokerReplies.brokerageId, brokerageId), isNull(brokerReplies.supersededAt));
  // Plain D1 statements, so the raw insert and the conditional audit row share the batch; each
  // acts on what the one before it left (supersede, insert unless current, audit, read).
  const [, , , read] = await d1.batch([
    asStatement(
      d1,
      ctx.db
        .update(brokerReplies)
        .set({ supersededAt: now })
        .where(and(current, ne(brokerReplies.body, body))),
    ),
    d1.prepare(INSERT_REPLY_SQL).bind(brokerageId, now.getTime(), body, id, actor.userId),
    auditRecordWhen(ctx, {
      entry: {
        action: "broker_reply.written",
        entityType: "user",
        entityId: actor.userId,
        details: { replyId: id, brokerageId },
      },
      when: { sql: "EXISTS (SELECT 1 FROM broker_replies WHERE id = ?)", params: [id] },
    }),
    asStatement(
      d1,
      ctx.db
        .select({ body: brokerReplies.body, createdAt: brokerReplies.createdAt })
        .from(brokerReplies)
        .where(current)
        .limit(1),
    ),
  ]);
  // A plain statement answers the columns by their names.
  const reply = (read?.results as { body: string; created_at: number }[] | undefined)?.[0];
  return { body: reply?.body ?? body, writtenAt: new Date(reply?.created_at ?? now.getTime()).toISOString() };
}
