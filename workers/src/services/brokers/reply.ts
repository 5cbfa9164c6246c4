import { and, eq, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { brokerReplies } from "../../db/schema";
import { auditRecord } from "../users/audit";
import { requireBrokerageMember } from "./access";
import { resolveBroker } from "./identity";

/**
 * A brokerage's public reply on its profile. The new reply supersedes the current one in the same
 * batch (kept, never deleted: what a broker said publicly stays on record), and is audited.
 */
export async function replyOnProfile({
  ctx,
  key,
  body,
}: {
  ctx: ServiceContext;
  key: string;
  body: string;
}): Promise<{ body: string; writtenAt: string }> {
  const identity = await resolveBroker(ctx.db, key);
  const actor = requireBrokerageMember(ctx, identity);
  const brokerageId = identity.brokerageId as string;
  const now = new Date(ctx.now());
  const id = crypto.randomUUID();
  await ctx.db.batch([
    ctx.db
      .update(brokerReplies)
      .set({ supersededAt: now })
      .where(and(eq(brokerReplies.brokerageId, brokerageId), isNull(brokerReplies.supersededAt))),
    ctx.db.insert(brokerReplies).values({ id, brokerageId, body, writtenBy: actor.userId, createdAt: now }),
    auditRecord(ctx, {
      action: "broker_reply.written",
      entityType: "user",
      entityId: actor.userId,
      details: { replyId: id, brokerageId },
    }),
  ]);
  return { body, writtenAt: now.toISOString() };
}
