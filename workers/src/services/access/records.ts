import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { loadOfId } from "../../db/queries/access";
import { refusePendingJoin } from "./brokerages";
import { actorOf, LOAD_ACCESS_MESSAGES } from "./loads";

/**
 * A load whose record the caller may see: the carrier's own, a load of the broker's brokerage, or
 * any load for an administrator. Every other load answers the same 404 as an unknown id.
 */
export async function loadForRecord(ctx: ServiceContext, loadId: string) {
  const actor = actorOf(ctx);
  if (actor.role === "broker") refusePendingJoin(actor);
  const load = await loadOfId(ctx.db, loadId);
  const allowed =
    load &&
    (actor.isAdmin ||
      (actor.role === "carrier" && load.userId === actor.userId) ||
      (actor.role === "broker" && actor.brokerageId !== null && load.brokerageId === actor.brokerageId));
  if (!load || !allowed) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  return { actor, load };
}
