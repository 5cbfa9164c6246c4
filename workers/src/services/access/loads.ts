import type { Actor } from "../../core/actor";
import { AppError, forbidden } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { refusePendingJoin } from "./brokerages";

export const LOAD_ACCESS_MESSAGES = {
  signIn: "Please log in to continue.",
  carriersOnly: "Only carriers can submit loads.",
  brokersOnly: "Broker privileges required to view matched loads.",
  notFound: "Load not found",
} as const;

/** The signed-in actor. Routes check first (requireUser); services check again so no caller can skip it. */
export function actorOf(ctx: ServiceContext): Actor {
  if (!ctx.actor) throw new AppError("UNAUTHENTICATED", LOAD_ACCESS_MESSAGES.signIn);
  return ctx.actor;
}

/** Loads are submitted by the carrier who hauled them; admins may too (seeding, corrections). */
export function requireLoadSubmitter(ctx: ServiceContext): Actor {
  const actor = actorOf(ctx);
  if (actor.role !== "carrier" && !actor.isAdmin) throw forbidden(LOAD_ACCESS_MESSAGES.carriersOnly);
  return actor;
}

/** Matched loads belong to a brokerage: only its broker users see them (docs/product.md#load-board-roles-and-permissions). */
export function requireBroker(ctx: ServiceContext): Actor & { role: "broker" } {
  const actor = actorOf(ctx);
  if (actor.role !== "broker") throw forbidden(LOAD_ACCESS_MESSAGES.brokersOnly);
  refusePendingJoin(actor);
  return actor as Actor & { role: "broker" };
}
