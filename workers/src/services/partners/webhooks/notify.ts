import type { ServiceContext } from "../../../core/service-context";
import { emitPartnerEvent, type PartnerEvent } from "./emit";

/**
 * From a request: the partner event never fails the action that caused it. A delivery row that
 * was written but not queued is re-queued by the housekeeping sweep.
 */
export async function notifyPartner(ctx: ServiceContext, event: PartnerEvent): Promise<void> {
  await emitPartnerEvent(ctx, event).catch((error: unknown) =>
    ctx.logger.error("partner_event_not_emitted", { type: event.type, loadId: event.loadId, error: String(error) }),
  );
}
