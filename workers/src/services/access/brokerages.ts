import type { Actor } from "../../core/actor";
import { AppError, forbidden } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";

export const BROKERAGE_MESSAGES = {
  joinPending: "Your request to join this brokerage is waiting for approval by one of its members.",
  membersOnly: "Only members of a brokerage can see and approve who joins it.",
  requestNotFound: "No request to join your brokerage from this user.",
  signIn: "Please log in to continue.",
} as const;

/**
 * A broker whose request to join is waiting owns nothing in the brokerage yet; the broker routes
 * tell them why instead of answering an empty tenant.
 */
export function refusePendingJoin(actor: Actor): void {
  if (actor.role === "broker" && !actor.brokerageId && actor.pendingBrokerageId) {
    throw new AppError("FORBIDDEN", BROKERAGE_MESSAGES.joinPending, { joinPending: true });
  }
}

/** A member of a brokerage: who may see its members and decide who joins. */
export function requireBrokerageMember(ctx: ServiceContext): Actor & { brokerageId: string } {
  const actor = ctx.actor;
  if (!actor) throw new AppError("UNAUTHENTICATED", BROKERAGE_MESSAGES.signIn);
  refusePendingJoin(actor);
  if (actor.role !== "broker" || !actor.brokerageId) throw forbidden(BROKERAGE_MESSAGES.membersOnly);
  return { ...actor, brokerageId: actor.brokerageId };
}
