// One small, complete world for the document-driven suites (authorization matrix, fuzzing, faults):
// two brokerages with their brokers and carriers, a carrier without a subscription, a broker waiting
// to join, an admin, a partner organisation's client, and the records every operation's path can
// name (a load, an own document, a shared document, a notification, join requests, a dead letter;
// the partner's pushed load, webhook endpoints and a delivery). Every role gets a fresh session per
// request, so an operation that signs out or revokes cannot disturb the next cell.
import { env } from "cloudflare:test";
import { randomSessionToken, sha256Hex } from "../../src/services/accounts/tokens";
import { call } from "./call";
import {
  type CreatedLoad,
  createLoad,
  expectStatus,
  notificationsOf,
  pdfFile,
  shareDocument,
  signedInUser,
  type Tenant,
  type TestUser,
} from "./documents";
import { type People, pendingBrokerOf, world } from "./fixed-world";
import { createPartner, PartnerClient, partnerLoad } from "./partners";
import { pendingDelivery, UNREACHABLE } from "./webhooks";

const WORLD_LOAD_DATE = "2026-11-20";

export interface World {
  tenantA: Tenant;
  tenantB: Tenant;
  users: {
    carrierSubscribed: TestUser;
    carrierUnsubscribed: TestUser;
    otherCarrier: TestUser;
    broker: TestUser;
    otherBroker: TestUser;
    pendingBroker: TestUser;
    admin: TestUser;
  };
  load: CreatedLoad;
  /** The partner client that owns the partner fixtures: its credentials, and a token with every scope. */
  partner: { clientId: string; clientSecret: string; token: string };
  /** The ids of the first carrier's (and its brokerage's) records, by the name rows use. */
  ids: Record<FixtureName, string>;
}

export const FIXTURE_NAMES = [
  "load",
  "unansweredLoad",
  "ownDocument",
  "sharedDocument",
  "notification",
  "joinToApprove",
  "joinToDecline",
  "deadLetter",
  "resetToken",
  "partnerLoad",
  "webhookEndpoint",
  "doomedWebhookEndpoint",
  "webhookDelivery",
  "brokerProfile",
] as const;
export type FixtureName = (typeof FIXTURE_NAMES)[number];

const DAY = 24 * 60 * 60 * 1000;

/**
 * A partner organisation whose client pushed a load and registered two endpoints (one for the
 * operations that use it, one to delete), with one delivery in its log; partner rate limits are
 * raised so a suite's thousands of calls reach the routes rather than the 429.
 */
async function partnerFixtures(label: string) {
  const partner = await createPartner({ rateLimitPerMinute: 100_000 });
  const client = await new PartnerClient(partner).authenticate();
  const partnerLoadId = `WORLD-${label.replaceAll(/\W+/g, "-")}`;
  const pushed = await call("pushPartnerLoads", { body: { loads: [partnerLoad(partnerLoadId)] }, as: client });
  if (pushed.body?.results?.[0]?.status !== "created") throw new Error(`partner push: ${pushed.describe}`);
  const endpoint = async (url: string) => {
    const created = await call("createWebhookEndpoint", { body: { url, events: ["true_rate.verified"] }, as: client });
    if (created.status !== 201) throw new Error(`webhook endpoint: ${created.describe}`);
    return created.body.endpoint.id as string;
  };
  const webhookEndpoint = await endpoint(UNREACHABLE);
  const doomedWebhookEndpoint = await endpoint(`${UNREACHABLE}/doomed`);
  const delivery = await pendingDelivery(webhookEndpoint, partner.organisationId);
  if (!client.token) throw new Error("the partner got no token");
  return {
    client: { clientId: partner.clientId, clientSecret: partner.clientSecret, token: client.token },
    ids: { partnerLoad: partnerLoadId, webhookEndpoint, doomedWebhookEndpoint, webhookDelivery: delivery.id },
  };
}

/**
 * The file's fixed world (fixed-world.ts) and the records the suites' operations name; `people`
 * gives a world of its own instead (a second, untouched copy).
 */
export async function buildWorld(label: string, people: People = world): Promise<World> {
  const tenantA = await people.tenantA();
  const tenantB = await people.tenantB();
  const carrierUnsubscribed = await people.carrierUnsubscribed();
  const pendingBroker = await people.pendingBroker();
  const joinToApprove = await pendingBrokerOf(tenantA.brokerageId);
  const joinToDecline = await pendingBrokerOf(tenantA.brokerageId);
  const admin = await people.admin();

  // A fixed past load date: the document's example payment dates (late November 2026) never precede
  // it, as they would a load dated today.
  const load = await createLoad(tenantA, { date: WORLD_LOAD_DATE });
  const unansweredLoad = await createLoad(tenantA, { date: WORLD_LOAD_DATE });
  const own = await expectStatus<{ document: { id: string } }>(
    await call("uploadDocument", {
      body: { document: pdfFile("bill of lading"), documentType: "bol" },
      as: tenantA.carrier,
    }),
    201,
  );
  const shared = await shareDocument(tenantA, load);
  const [notification] = await notificationsOf({ userId: tenantA.carrier.id, type: "document_shared" });
  // The carrier has opened it, so approving it is a decision the API takes (an unread one is 409).
  await env.DB.prepare("UPDATE documents SET carrier_viewed_at = ?1 WHERE id = ?2")
    .bind(Date.now(), String(shared.document.id))
    .run();
  const deadLetter = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO dead_letters (id, queue, message_id, body, attempts) VALUES (?1, 'notifications', ?2, ?3, 5)",
  )
    .bind(deadLetter, `msg-${deadLetter}`, JSON.stringify({ kind: "mail", dedupeKey: `dead-${deadLetter}` }))
    .run();
  const partner = await partnerFixtures(label);

  return {
    tenantA,
    tenantB,
    users: {
      carrierSubscribed: tenantA.carrier,
      carrierUnsubscribed,
      otherCarrier: tenantB.carrier,
      broker: tenantA.brokers[0],
      otherBroker: tenantB.brokers[0],
      pendingBroker,
      admin,
    },
    load,
    partner: partner.client,
    ids: {
      load: load.id,
      unansweredLoad: unansweredLoad.id,
      ownDocument: own.document.id,
      sharedDocument: String(shared.document.id),
      notification: notification?.id ?? "no-notification",
      joinToApprove: joinToApprove.id,
      joinToDecline: joinToDecline.id,
      deadLetter,
      resetToken: "a-reset-token-nobody-was-sent",
      brokerProfile: `brokerage:${tenantA.brokerageId}`,
      ...partner.ids,
    },
  };
}

/** A new carrier without a subscription, signed in. */
export async function unsubscribedCarrierSession(): Promise<string> {
  const user = await signedInUser("carrier");
  await env.DB.prepare(
    "UPDATE users SET subscription_status = 'inactive', has_paid_subscription = 0, subscription_period_end = NULL WHERE id = ?1",
  )
    .bind(user.id)
    .run();
  if (!user.token) throw new Error("signedInUser gave no session");
  return user.token;
}

/** A new session for the user, as sign-in would issue it; its token goes in the cookie. */
export async function freshSessionToken(userId: string): Promise<string> {
  const token = randomSessionToken();
  const now = Date.now();
  await env.DB.prepare(
    "INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(sha256Hex(token), userId, now, now + 30 * DAY, now)
    .run();
  return token;
}
