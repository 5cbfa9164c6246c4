import { isAdministrator } from "@truerate/domain/access";
import type { Actor } from "../../core/actor";
import { forbidden, unauthenticated } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { BrokerIdentity } from "./identity";

export const PROFILE_MESSAGES = {
  otherBrokerage: "Brokers see their own brokerage's profile only",
  replyOwnOnly: "Only a broker of this brokerage can reply on its profile",
  unregistered: "This broker has no TrueRate account: a reply or a dispute needs the brokerage to register",
} as const;

export type ProfileViewer = "admin" | "brokerage" | "carrier";

/** Carriers and administrators read any profile; a broker reads its own brokerage's only. */
export function profileViewer(ctx: ServiceContext, identity: BrokerIdentity): { actor: Actor; viewer: ProfileViewer } {
  const actor = ctx.actor;
  if (!actor) throw unauthenticated();
  if (isAdministrator({ userType: actor.role, isAdmin: actor.isAdmin })) return { actor, viewer: "admin" };
  if (actor.role === "broker") {
    if (!actor.brokerageId || actor.brokerageId !== identity.brokerageId)
      throw forbidden(PROFILE_MESSAGES.otherBrokerage);
    return { actor, viewer: "brokerage" };
  }
  return { actor, viewer: "carrier" };
}

/** Replies and disputes: a member of the registered brokerage the profile is about. */
export function requireBrokerageMember(ctx: ServiceContext, identity: BrokerIdentity): Actor {
  const actor = ctx.actor;
  if (!actor) throw unauthenticated();
  if (actor.role !== "broker" || !actor.brokerageId) throw forbidden(PROFILE_MESSAGES.replyOwnOnly);
  if (!identity.brokerageId) throw forbidden(PROFILE_MESSAGES.unregistered);
  if (actor.brokerageId !== identity.brokerageId) throw forbidden(PROFILE_MESSAGES.replyOwnOnly);
  return actor;
}
