import { and, asc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { asStatement } from "../as-statement";
import type { Database } from "../client";
import { webhookDeliveries, webhookEndpoints } from "../schema";
import { movePartnerLoadUp } from "./partner-feed-position";

/** The columns an endpoint's view reads. */
const ENDPOINT_COLUMNS = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  events: webhookEndpoints.events,
  createdAt: webhookEndpoints.createdAt,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
};

export type EndpointRow = Pick<typeof webhookEndpoints.$inferSelect, keyof typeof ENDPOINT_COLUMNS>;

/** Whose endpoints a partner manages: its organisation's, of its environment (live or sandbox), not deleted. */
interface EndpointOwner {
  organisationId: string;
  sandbox: boolean;
}

const ofOwner = (owner: EndpointOwner) =>
  and(
    eq(webhookEndpoints.organisationId, owner.organisationId),
    eq(webhookEndpoints.sandbox, owner.sandbox),
    isNull(webhookEndpoints.disabledAt),
  );

export function ownEndpoint(db: Database, { owner, id }: { owner: EndpointOwner; id: string }) {
  return db
    .select(ENDPOINT_COLUMNS)
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofOwner(owner)))
    .get();
}

export function endpointsOf(db: Database, owner: EndpointOwner): Promise<EndpointRow[]> {
  return db.select(ENDPOINT_COLUMNS).from(webhookEndpoints).where(ofOwner(owner)).orderBy(webhookEndpoints.createdAt);
}

/** A new endpoint; nothing when its URL is live already (webhook_endpoints_live_url_unique decides races). */
export function insertEndpoint(db: Database, values: typeof webhookEndpoints.$inferInsert) {
  return db.insert(webhookEndpoints).values(values).onConflictDoNothing().returning(ENDPOINT_COLUMNS).get();
}

export function disableEndpoint(db: Database, { id, now }: { id: string; now: number }) {
  return db
    .update(webhookEndpoints)
    .set({ disabledAt: new Date(now) })
    .where(eq(webhookEndpoints.id, id));
}

export function endpointSecret(db: Database, id: string) {
  return db.select({ secret: webhookEndpoints.secret }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).get();
}

/**
 * A new current secret; the one it replaces becomes the previous secret until `previousExpiresAt`.
 * A plain (`legacy`) current value moves sealed (`legacySealed`), only while the row still holds
 * that plain one; otherwise (a concurrent rotation sealed it) the current value moves as it is.
 */
export function rotateEndpointSecretTo(
  db: Database,
  input: { id: string; sealed: string; legacy: string | null; legacySealed: string | null; previousExpiresAt: Date },
) {
  return db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`CASE WHEN ${webhookEndpoints.secret} = ${input.legacy} THEN ${input.legacySealed} ELSE ${webhookEndpoints.secret} END`,
      previousSecretExpiresAt: input.previousExpiresAt,
      secret: input.sealed,
    })
    .where(eq(webhookEndpoints.id, input.id))
    .returning(ENDPOINT_COLUMNS)
    .get();
}

/**
 * Raw: INSERT … SELECT … WHERE NOT EXISTS with no FROM, which drizzle's insert cannot say: a new
 * ping (?3) to endpoint ?1 unless one (?2) is pending.
 */
const INSERT_PING_SQL = `INSERT INTO webhook_deliveries (id, endpoint_id, organisation_id, event_type, event_key, payload, status, next_attempt_at, created_at)
  SELECT ?3, ?1, ?4, ?2, ?3, ?5, 'pending', ?6, ?6
  WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries WHERE endpoint_id = ?1 AND event_type = ?2 AND status = 'pending')`;

/**
 * A ping to the endpoint, in one batch: a new one unless one is pending, and the pending one made
 * due now. Answers the pending ping's id (none when the new one was written).
 */
export async function queuePing(
  d1: D1Database,
  db: Database,
  input: {
    endpointId: string;
    eventType: string;
    deliveryId: string;
    organisationId: string;
    payload: string;
    now: number;
  },
): Promise<string | undefined> {
  const { endpointId, eventType, now } = input;
  const [, due] = await d1.batch<{ id: string }>([
    d1.prepare(INSERT_PING_SQL).bind(endpointId, eventType, input.deliveryId, input.organisationId, input.payload, now),
    asStatement(
      d1,
      db
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now) })
        .where(
          and(
            eq(webhookDeliveries.endpointId, endpointId),
            eq(webhookDeliveries.eventType, eventType),
            eq(webhookDeliveries.status, "pending"),
          ),
        )
        .returning({ id: webhookDeliveries.id }),
    ),
  ]);
  return due?.results[0]?.id;
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
 * A partner event about a load, in one batch: the load moves up its change feed, and each endpoint
 * subscribed to the event gets one delivery row (once per event key). Answers the new deliveries' ids.
 */
export async function recordPartnerEvent(
  d1: D1Database,
  db: Database,
  event: { type: string; loadId: string; key: string; occurredAt: number; data: string },
): Promise<string[]> {
  const [, inserted] = await d1.batch<{ id: string }>([
    asStatement(d1, movePartnerLoadUp(db, { loadId: event.loadId, at: event.occurredAt })),
    d1.prepare(INSERT_EVENT_DELIVERIES_SQL).bind(event.loadId, event.type, event.key, event.occurredAt, event.data),
  ]);
  return (inserted?.results ?? []).map((row) => row.id);
}

/**
 * A page (by id, after `afterId`) of endpoints holding a secret not sealed under the current KEK:
 * not starting with `current` (compared exactly, as key ids may hold LIKE's "_").
 */
export function endpointsToReseal(
  db: Database,
  { afterId, current, pageSize }: { afterId: string; current: string; pageSize: number },
) {
  const needsWork = (column: SQL | typeof webhookEndpoints.secret) =>
    sql`substr(${column}, 1, ${current.length}) <> ${current}`;
  return db
    .select({
      id: webhookEndpoints.id,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
    })
    .from(webhookEndpoints)
    .where(
      and(
        gt(webhookEndpoints.id, afterId),
        or(
          needsWork(webhookEndpoints.secret),
          needsWork(sql`coalesce(${webhookEndpoints.previousSecret}, ${current})`),
        ),
      ),
    )
    .orderBy(asc(webhookEndpoints.id))
    .limit(pageSize);
}

/** New values of an endpoint's secrets, only while the row still holds what was read. */
export function resealEndpoint(
  db: Database,
  {
    read,
    changes,
  }: {
    read: { id: string; secret: string; previousSecret: string | null };
    changes: SQLiteUpdateSetSource<typeof webhookEndpoints>;
  },
) {
  return db
    .update(webhookEndpoints)
    .set(changes)
    .where(
      and(
        eq(webhookEndpoints.id, read.id),
        eq(webhookEndpoints.secret, read.secret),
        read.previousSecret === null
          ? isNull(webhookEndpoints.previousSecret)
          : eq(webhookEndpoints.previousSecret, read.previousSecret),
      ),
    );
}
