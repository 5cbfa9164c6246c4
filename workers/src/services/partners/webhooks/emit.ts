import type { WebhookEventType } from "@truerate/domain/partners/vocabulary";
import type { ServiceContext } from "../../../core/service-context";
import { recordPartnerEvent } from "../../../db/queries/webhooks";
import { enqueueJobs } from "../../notifications/enqueue";
import { webhookJob } from "./job";

export interface PartnerEvent {
  type: WebhookEventType;
  loadId: string;
  /** Unique per event and load, e.g. `document.shared:<documentId>`: one delivery per endpoint per event. */
  key: string;
  occurredAt: number;
  data: Record<string, unknown>;
}

/**
 * Tells the partner that pushed a load what happened to it: the load moves up its change feed and
 * each endpoint subscribed to the event gets one delivery row (written once per event key, so a
 * repeated alarm or retry adds nothing) and a queue job. Loads no partner pushed cost one
 * statement that matches no row.
 */
export async function emitPartnerEvent(ctx: ServiceContext, event: PartnerEvent): Promise<void> {
  const { env } = ctx;
  const ids = await recordPartnerEvent(env.DB, ctx.db, {
    type: event.type,
    loadId: event.loadId,
    key: event.key,
    occurredAt: event.occurredAt,
    data: JSON.stringify({ loadId: event.loadId, ...event.data }),
  });
  if (ids.length > 0) await enqueueJobs(env.NOTIFICATIONS, ids.map(webhookJob));
}
