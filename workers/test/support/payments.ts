// Shared set-up of the payments-*.test.ts files: users with sessions, a payment context with an
// injectable clock, a queue that records what was sent, and the API with a subscription-gated route.

import { env } from "cloudflare:workers";
import type { BrokerAccess } from "@truerate/domain/access";
import type { Hono } from "hono";
import type { MailMessage, QueueMessage } from "../../src/core/queue-messages";
import type { Clock, ServiceContext } from "../../src/core/service-context";
import { createDb, schema } from "../../src/db/client";
import { createApp } from "../../src/http/app";
import { registerSessionMiddleware } from "../../src/http/auth";
import { requireSubscription } from "../../src/http/require-subscription";
import type { AppEnv } from "../../src/http/types";
import { randomSessionToken, sha256Hex } from "../../src/services/accounts/tokens";
import type { Caller, CallResponse } from "./call";
import { signedInAs, testContext } from "./context";

export const db = createDb(env.DB);

/** A session cookie for the user, as sign-in would issue it. */
export async function sessionCookie(userId: string): Promise<string> {
  const token = randomSessionToken();
  await db.insert(schema.sessions).values({
    id: sha256Hex(token),
    userId,
    expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
  });
  return `truerate_session=${token}`;
}

export async function readUser(userId: string) {
  const user = await db.query.users.findFirst({ where: (users, { eq }) => eq(users.id, userId) });
  if (!user) throw new Error(`no user ${userId}`);
  return user;
}

export async function subscriptionRows(userId: string) {
  return db.query.subscriptions.findMany({ where: (rows, { eq }) => eq(rows.userId, userId) });
}

/** A queue that keeps what is sent, so a test can read the activation e-mail. */
export function recordingQueue() {
  const sent: MailMessage[] = [];
  const queue = {
    sent,
    async send(message: QueueMessage) {
      if (message.kind === "mail") sent.push(message);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<QueueMessage>>) {
      for (const { body } of messages) if (body.kind === "mail") sent.push(body);
    },
  };
  return queue;
}

/** A payment service's context: the test's bindings with the recording queue and the chosen broker access. */
export function paymentsTestContext(options: {
  now: Date;
  actorUserId?: string | null;
  brokerAccess?: BrokerAccess;
  /** A Stripe client's fake (with STRIPE_SECRET_KEY set); the offline provider otherwise. */
  stripeFetch?: (request: Request) => Promise<Response>;
  queue?: ReturnType<typeof recordingQueue>;
}): ServiceContext {
  return testContext({
    now: options.now,
    actor: options.actorUserId ? signedInAs(options.actorUserId) : null,
    env: {
      NOTIFICATIONS: (options.queue ?? recordingQueue()) as unknown as Queue<QueueMessage>,
      BROKER_ACCESS: options.brokerAccess ?? "paid",
      STRIPE_SECRET_KEY: options.stripeFetch ? "sk_test_fake" : "",
    },
    ...(options.stripeFetch ? { fetch: options.stripeFetch } : {}),
  });
}

/** `/api/test/gated`: an ordinary route behind `requireSubscription`, as a carrier feature puts it. */
function gatedApp(clock?: Clock) {
  const app = createApp();
  app.use("*", async (c, next) => {
    if (clock) c.set("clock", clock);
    await next();
  });
  registerSessionMiddleware(app);
  app.get("/api/test/gated", requireSubscription, (c) => c.json({ ok: true }));
  return app;
}

/**
 * Who the payments tests call as: the whole API with an optional movable clock (`call(…, { as })`),
 * and `gated`, an app with `/api/test/gated` behind the subscription gate (`call(…, { app: gated })`).
 * The session cookie goes in the call's headers.
 */
export function paymentsApp(options: { clock?: Clock } = {}): Caller & { gated: Hono<AppEnv> } {
  return { token: null, defaults: options.clock ? { clock: options.clock } : {}, gated: gatedApp(options.clock) };
}

/** The JSON body, with the whole text in the assertion message when a test fails. */
export async function bodyOf<T = Record<string, unknown>>(
  response: CallResponse,
): Promise<{ status: number; body: T; text: string }> {
  return { status: response.status, body: response.body as T, text: `${response.status} ${response.text}` };
}
