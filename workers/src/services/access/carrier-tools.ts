import type { Actor } from "../../core/actor";
import { forbidden } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { actorOf } from "./loads";

export const CARRIER_TOOLS_MESSAGES = {
  carriersOnly: "Saved lanes and rate alerts are for carriers.",
  laneNotFound: "Saved lane not found",
  alreadySaved: "This lane is already saved.",
  tooMany: (limit: number) => `You can save up to ${limit} lanes. Remove one to save another.`,
  noAlert: "This lane has no rate alert.",
  unknownToken:
    "This unsubscribe link is not valid. The lane may have been removed; manage alerts from your home page.",
} as const;

/** Saved lanes and alerts watch what carriers are paid: carriers only (the subscription gate runs first). */
export function requireCarrier(ctx: ServiceContext): Actor {
  const actor = actorOf(ctx);
  if (actor.role !== "carrier") throw forbidden(CARRIER_TOOLS_MESSAGES.carriersOnly);
  return actor;
}
