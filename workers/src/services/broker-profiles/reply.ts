import type { ServiceContext } from "../../core/service-context";
import { writeReply } from "../../db/queries/broker-profiles";
import { auditRecordWhen } from "../audit/audit";
import { requireBrokerageMember } from "./access";
import { resolveBroker } from "./identity";

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
  const identity = await resolveBroker(ctx, key);
  const actor = requireBrokerageMember(ctx, identity);
  const brokerageId = identity.brokerageId as string;
  const now = new Date(ctx.now());
  const id = crypto.randomUUID();
  const reply = await writeReply(ctx.env.DB, {
    id,
    brokerageId,
    body,
    writtenBy: actor.userId,
    at: now,
    audit: auditRecordWhen(ctx, {
      entry: {
        action: "broker_reply.written",
        entityType: "user",
        entityId: actor.userId,
        details: { replyId: id, brokerageId },
      },
      when: { sql: "EXISTS (SELECT 1 FROM broker_replies WHERE id = ?)", params: [id] },
    }),
  });
  return { body: reply?.body ?? body, writtenAt: new Date(reply?.created_at ?? now.getTime()).toISOString() };
}
