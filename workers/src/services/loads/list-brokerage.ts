import type { ServiceContext } from "../../core/service-context";
import { requireBroker } from "../access/loads";
import { listLoadRows } from "./load-rows";

/** The newest matched loads a brokerage sees at once. */
export const BROKERAGE_LOADS_LIMIT = 500;

/**
 * The loads matched to the caller's brokerage, newest first, with the carrier who hauled each and
 * the documents this brokerage sent for it (a carrier's own files stay private to the carrier).
 * Scoped by the session's brokerage only: no parameter can widen it.
 */
export async function listBrokerageLoads(ctx: ServiceContext) {
  const actor = requireBroker(ctx);
  const brokerageId = actor.brokerageId;
  if (!brokerageId) return [];
  return listLoadRows(ctx, {
    brokerageId,
    limit: BROKERAGE_LOADS_LIMIT,
  });
}
