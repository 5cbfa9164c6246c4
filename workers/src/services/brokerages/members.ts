import { and, asc, eq, or } from "drizzle-orm";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { users } from "../../db/schema";
import type { BrokerageMemberView } from "../../schemas/brokerage";
import { BROKERAGE_MESSAGES, requireBrokerageMember } from "../access/brokerages";
import { auditEntry } from "../audit/audit";
import { linkUnregisteredLoadsAfter } from "./late-match";

export type MemberStatus = "member" | "pending";

/** A verified broker's request to join `brokerageId`. */
const joinRequestTo = (brokerageId: string) => and(eq(users.pendingBrokerageId, brokerageId), eq(users.verified, true));

/**
 * The caller's brokerage: its members, then the brokers waiting to join, oldest first. A request
 * counts once its e-mail address is verified, so a bare sign-up with public numbers is not listed.
 */
export async function listBrokerageMembers(ctx: ServiceContext): Promise<BrokerageMemberView[]> {
  const actor = requireBrokerageMember(ctx);
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      companyName: users.companyName,
      brokerageId: users.brokerageId,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(or(eq(users.brokerageId, actor.brokerageId), joinRequestTo(actor.brokerageId)))
    .orderBy(asc(users.createdAt), asc(users.id));
  const views = rows.map((row) => ({
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    status: (row.brokerageId === actor.brokerageId ? "member" : "pending") as MemberStatus,
    createdAt: row.createdAt.toISOString(),
  }));
  return [...views.filter((view) => view.status === "member"), ...views.filter((view) => view.status === "pending")];
}

/**
 * A member's decision on a request to join their own brokerage. Only a request to this brokerage
 * can be decided (404 otherwise, so ids of other tenants' users reveal nothing). The audit row is
 * written only by the call whose update took the request, so parallel decisions record one.
 */
export async function decideJoinRequest(
  ctx: ServiceContext,
  input: { userId: string; decision: "approve" | "decline" },
): Promise<{ id: string; status: "member" | "declined" }> {
  const actor = requireBrokerageMember(ctx);
  const request = and(eq(users.id, input.userId), joinRequestTo(actor.brokerageId));
  const [found] = await ctx.db.select({ id: users.id }).from(users).where(request).limit(1);
  if (!found) throw notFound(BROKERAGE_MESSAGES.requestNotFound);
  const change =
    input.decision === "approve"
      ? { brokerageId: actor.brokerageId, pendingBrokerageId: null }
      : { pendingBrokerageId: null };
  const taken = await ctx.db.update(users).set(change).where(request).returning({ id: users.id });
  if (taken.length === 0) throw notFound(BROKERAGE_MESSAGES.requestNotFound);
  await auditEntry(ctx, {
    action: input.decision === "approve" ? "brokerage.join_approved" : "brokerage.join_declined",
    userId: input.userId,
    details: { brokerageId: actor.brokerageId },
  });
  // The new member's e-mail may be the one loads name: those loads join the brokerage now.
  if (input.decision === "approve") await linkUnregisteredLoadsAfter(ctx, actor.brokerageId);
  return { id: input.userId, status: input.decision === "approve" ? "member" : "declined" };
}
