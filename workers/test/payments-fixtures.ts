// Shared set-up of the payments-*.test.ts files: users with sessions, a payment context with an
// injectable clock, a queue that records what was sent, and an app with the payment routes.

import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { BrokerAccess } from "@truerate/domain/access";
import type { MiddlewareHandler } from "hono";
import { createLogger } from "../src/core/logger";
import type { PaymentsContext } from "../src/core/payments-context";
import { createDb, schema } from "../src/db/client";
import type { Env } from "../src/env";
import { createApp } from "../src/http/app";
import { registerSessionMiddleware } from "../src/http/auth";
import { requireSubscription } from "../src/http/require-subscription";
import type { AppEnv } from "../src/http/types";
import type { MailMessage, QueueMessage } from "../src/queues/messages";
import * as cancelSubscription from "../src/routes/payments/cancel-subscription";
import * as createPaymentIntent from "../src/routes/payments/create-payment-intent";
import * as createSubscription from "../src/routes/payments/create-subscription";
import * as subscriptionCheck from "../src/routes/payments/subscription-check";
import * as subscriptionStatus from "../src/routes/payments/subscription-status";
import * as updateSubscriptionStatus from "../src/routes/payments/update-subscription-status";
import * as verifyPayment from "../src/routes/payments/verify-payment";
import * as webhook from "../src/routes/payments/webhook";
import { randomSessionToken, sha256Hex } from "../src/services/auth/tokens";
import { OfflinePaymentProvider } from "../src/services/payments/offline/provider";
import type { PaymentProvider } from "../src/services/payments/provider";

export const db = createDb(env.DB);
type NewUser = typeof schema.users.$inferInsert;

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type Role = "carrier" | "broker" | "admin";

export async function createUser(role: Role, overrides: Partial<NewUser> = {}) {
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `${role}-${unique()}@example.com`,
      passwordHash: "pbkdf2-sha256$1$c2FsdA$aGFzaA",
      userType: role,
      isAdmin: role === "admin",
      verified: true,
      companyName: `${role} company`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error("user not created");
  return user;
}

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

export function paymentsTestContext(options: {
  now: Date;
  actorUserId?: string | null;
  brokerAccess?: BrokerAccess;
  provider?: PaymentProvider;
  queue?: ReturnType<typeof recordingQueue>;
}): PaymentsContext {
  return {
    db,
    provider: options.provider ?? new OfflinePaymentProvider(db),
    notifications: (options.queue ?? recordingQueue()) as unknown as Queue<QueueMessage>,
    brokerAccess: options.brokerAccess ?? "paid",
    now: options.now,
    logger: createLogger({ test: "payments" }),
    requestId: `test-${unique()}`,
    actorUserId: options.actorUserId ?? null,
  };
}

/** A movable clock for the routes (the `clock` variable the services read). */
export function testClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => current,
    set: (instant: Date) => {
      current = instant.getTime();
    },
  };
}

/**
 * The payment routes on a fresh app, plus `/api/test/gated`: an ordinary route behind
 * `requireSubscription`, as a carrier feature would put it. Its env can be overridden per test.
 */
export function paymentsApp(options: { clock?: ReturnType<typeof testClock> } = {}) {
  const app = createApp();
  if (options.clock) {
    const clock = options.clock;
    const setClock: MiddlewareHandler<AppEnv> = async (c, next) => {
      c.set("clock", clock);
      await next();
    };
    app.use("*", setClock);
  }
  registerSessionMiddleware(app);
  for (const route of [
    createSubscription,
    createPaymentIntent,
    updateSubscriptionStatus,
    verifyPayment,
    subscriptionStatus,
    cancelSubscription,
    subscriptionCheck,
    webhook,
  ]) {
    route.register(app);
  }
  app.get("/api/test/gated", requireSubscription, (c) => c.json({ ok: true }));
  return {
    async fetch(path: string, init: RequestInit & { cookie?: string; env?: Partial<Env> } = {}) {
      const { cookie, env: overrides, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (cookie) headers.set("cookie", cookie);
      if (rest.method && rest.method !== "GET") headers.set("origin", "http://api.test");
      if (rest.body && !headers.has("content-type")) headers.set("content-type", "application/json");
      const ctx = createExecutionContext();
      const response = await app.fetch(
        new Request(`http://api.test${path}`, { ...rest, headers }),
        { ...env, ...overrides },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    },
  };
}

/** The JSON body, with the whole text in the assertion message when a test fails. */
export async function bodyOf<T = Record<string, unknown>>(
  response: Response,
): Promise<{ status: number; body: T; text: string }> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, text: `${response.status} ${text}` };
}
