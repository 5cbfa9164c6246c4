import type { WebhookEventType } from "@truerate/domain/partners/vocabulary";
import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { asStatement } from "../../../db/as-statement";
import { partnerLoads } from "../../../db/schema";
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
 * Raw: INSERT … SELECT over the subscribed endpoints, a shape drizzle's insert lacks: one delivery
 * per live endpoint whose events name ?2, its payload built in SQL with the partner's load id.
 */
const INSERT_EVENT_DELIVERIES_SQL = `INSERT INTO webhook_deliveries (id, endpoint_id, organisation_id, event_type, event_key, payload, status, next_attempt_at, created_at)
  SELECT 'msg_' || lower(hex(randomblob(16))), e.id, e.organisation_id, ?2, ?3,
    json_object('type', ?2, 'timestamp', strftime('%Y-%m-%dT%H:%M:%fZ', ?4 / 1000.0, 'unixepoch'),
      'data', json_patch(?5, json_object('partnerLoadId', p.partner_load_id))),
    'pending', ?4, ?4
  FROM partner_loads p JOIN webhook_endpoints e ON e.organisation_id = p.organisation_id
  WHERE p.load_id = ?1 AND e.disabled_at IS NULL AND e.sandbox = 0 AND (' ' || e.events || ' ') LIKE '% ' || ?2 || ' %'
  ON CONFLICT (endpoint_id, event_key) DO NOTHING
  RETURNING id`;

/**
 * Tells the partner that pushed a load what happened to it: the load moves up its change feed and
 * each endpoint subscribed to the event gets one delivery row (written once per event key, so a
 * repeated alarm or retry adds nothing) and a queue job. Loads no partner pushed cost one
 * statement that matches no row.
 */
export async function emitPartnerEvent(ctx: ServiceContext, event: PartnerEvent): Promise<void> {
  const { env } = ctx;
  const db = env.DB;
  const [, inserted] = await db.batch<{ id: string }>([
    asStatement(
      db,
      ctx.db
        .update(partnerLoads)
        .set({ changedAt: sql`max(${partnerLoads.changedAt} + 1, ${event.occurredAt})` })
        .where(eq(partnerLoads.loadId, event.loadId)),
    ),
    db
      .prepare(INSERT_EVENT_DELIVERIES_SQL)
      .bind(
        event.loadId,
        event.type,
        event.key,
        event.occurredAt,
        JSON.stringify({ loadId: event.loadId, ...event.data }),
      ),
  ]);
  const ids = (inserted?.results ?? []).map((row) => row.id);
  if (ids.length > 0) await enqueueJobs(env.NOTIFICATIONS, ids.map(webhookJob));
}
