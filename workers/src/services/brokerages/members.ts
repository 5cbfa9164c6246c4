import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { hasJoinRequest, membersAndRequestsOf, takeJoinRequest } from "../../db/queries/brokerages";
import type { BrokerageMemberView } from "../../schemas/brokerage";
import { BROKERAGE_MESSAGES, requireBrokerageMember } from "../access/brokerages";
import { auditEntry } from "../audit/audit";
import { linkUnregisteredLoadsAfter } from "./late-match";

export type MemberStatus = "member" | "pending";

/**
 * The caller's brokerage: its members, then the brokers waiting to join, oldest first. A request
 * counts once its e-mail address is verified, so a bare sign-up with public numbers is not listed.
 */
export async function listBrokerageMembers(ctx: ServiceContext): Promise<BrokerageMemberView[]> {
  const actor = requireBrokerageMember(ctx);
  const rows = await membersAndRequestsOf(ctx.db, actor.brokerageId);
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
  const request = { userId: input.userId, brokerageId: actor.brokerageId };
  if (!(await hasJoinRequest(ctx.db, request))) throw notFound(BROKERAGE_MESSAGES.requestNotFound);
  const taken = await takeJoinRequest(ctx.db, { ...request, approve: input.decision === "approve" });
  if (!taken) throw notFound(BROKERAGE_MESSAGES.requestNotFound);
  await auditEntry(ctx, {
    action: input.decision === "approve" ? "brokerage.join_approved" : "brokerage.join_declined",
    userId: input.userId,
    details: { brokerageId: actor.brokerageId },
  });
  // The new member's e-mail may be the one loads name: those loads join the brokerage now.
  if (input.decision === "approve") await linkUnregisteredLoadsAfter(ctx, actor.brokerageId);
  return { id: input.userId, status: input.decision === "approve" ? "member" : "declined" };
}
