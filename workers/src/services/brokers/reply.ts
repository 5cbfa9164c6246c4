import type { ServiceContext } from "../../core/service-context";
import { auditRecordWhen } from "../audit/audit";
import { requireBrokerageMember } from "./access";
import { resolveBroker } from "./identity";

/** The brokerage's (?1) current reply. */
const CURRENT = "brokerage_id = ?1 AND superseded_at IS NULL";

/*
 * Raw, the three statements of the reply's batch: each acts on the state the previous one left
 * (supersede, then insert unless the same reply is current, then read), in one D1 batch with
 * the audit row's conditional insert (audit.ts auditRecordWhen).
 */
/** Raw: a different reply (?3) supersedes the current one at ?2. */
const SUPERSEDE_SQL = `UPDATE broker_replies SET superseded_at = ?2 WHERE ${CURRENT} AND body <> ?3`;
/** Raw: INSERT … SELECT … WHERE NOT EXISTS (drizzle's insert lacks it): the reply, unless it is current. */
const INSERT_REPLY_SQL = `INSERT INTO broker_replies (id, brokerage_id, body, written_by, created_at)
  SELECT ?4, ?1, ?3, ?5, ?2 WHERE NOT EXISTS (SELECT 1 FROM broker_replies WHERE ${CURRENT} AND body = ?3)`;
/** Raw: the reply current after the batch. */
const CURRENT_REPLY_SQL = `SELECT body, created_at AS createdAt FROM broker_replies WHERE ${CURRENT} LIMIT 1`;

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
  const [, , , read] = await d1.batch([
    d1.prepare(SUPERSEDE_SQL).bind(brokerageId, now.getTime(), body),
    d1.prepare(INSERT_REPLY_SQL).bind(brokerageId, now.getTime(), body, id, actor.userId),
    auditRecordWhen(
      ctx,
      {
        action: "broker_reply.written",
        entityType: "user",
        entityId: actor.userId,
        details: { replyId: id, brokerageId },
      },
      { sql: "EXISTS (SELECT 1 FROM broker_replies WHERE id = ?)", params: [id] },
    ),
    d1.prepare(CURRENT_REPLY_SQL).bind(brokerageId),
  ]);
  const reply = (read?.results as { body: string; createdAt: number }[] | undefined)?.[0];
  return { body: reply?.body ?? body, writtenAt: new Date(reply?.createdAt ?? now.getTime()).toISOString() };
}
