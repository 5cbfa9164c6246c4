// A small in-memory stand-in for api.stripe.com, answering the calls the Stripe provider makes with
// Stripe-shaped JSON, for the SDK's fetch HTTP client (there is no network here, and stripe-mock is
// not installable). Tests move its subscriptions through their states and sign events about them.
import Stripe from "stripe";

type Json = Record<string, unknown>;

interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: number;
  metadata: Record<string, string>;
  price: { id: string; unit_amount: number };
  invoice: { id: string; status: string; paymentIntent: string };
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

const DAY_S = 24 * 3600;

export function createStripeFake(options: { now?: () => number } = {}) {
  const now = () => Math.floor((options.now?.() ?? Date.now()) / 1000);
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const prices = new Map<string, { id: string; unit_amount: number; lookup_key: string; currency: string }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const paymentIntents = new Map<
    string,
    { id: string; status: string; amount: number; customer: string; error?: string }
  >();
  const answered = new Map<string, { body: string; status: number; headers: Headers }>();
  let counter = 0;
  // Storage is shared by the tests of a file: every fake names its objects apart.
  const instance = crypto.randomUUID().slice(0, 8);
  const next = (prefix: string) => `${prefix}_fake${instance}${(++counter).toString().padStart(4, "0")}`;

  const subscriptionJson = (sub: FakeSubscription): Json => ({
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at_period_end ? sub.current_period_end : null,
    metadata: sub.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id}`,
          object: "subscription_item",
          current_period_end: sub.current_period_end,
          current_period_start: sub.current_period_end - 30 * DAY_S,
          price: { id: sub.price.id, object: "price", unit_amount: sub.price.unit_amount, currency: "usd" },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
    },
    latest_invoice: {
      id: sub.invoice.id,
      object: "invoice",
      status: sub.invoice.status,
      confirmation_secret:
        sub.invoice.status === "paid"
          ? null
          : { client_secret: `${sub.invoice.paymentIntent}_secret_fake`, type: "payment_intent" },
      payments: {
        object: "list",
        data: [
          {
            object: "invoice_payment",
            is_default: true,
            payment: { type: "payment_intent", payment_intent: sub.invoice.paymentIntent },
          },
        ],
        has_more: false,
      },
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    },
  });

  const error = (status: number, body: Json) => Response.json({ error: body }, { status });
  const missing = (what: string, id: string) =>
    error(404, { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}: '${id}'` });

  function handle(method: string, path: string, params: URLSearchParams): Response {
    const attach = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    const intentPath = path.match(/^\/v1\/payment_intents\/([^/]+)$/);
    if (method === "POST" && path === "/v1/customers") {
      const id = next("cus");
      const customer = {
        id,
        object: "customer",
        email: params.get("email"),
        metadata: { userId: params.get("metadata[userId]") },
      };
      customers.set(id, customer);
      return Response.json(customer);
    }
    if (method === "POST" && attach) {
      const pm = attach[1] ?? "";
      if (pm === "pm_card_chargeDeclined") {
        return error(402, {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
        });
      }
      return Response.json({ id: pm, object: "payment_method", customer: params.get("customer") });
    }
    if (method === "GET" && path === "/v1/prices") {
      const key = params.get("lookup_keys[0]");
      const data = [...prices.values()]
        .filter((price) => price.lookup_key === key)
        .map((price) => ({ ...price, object: "price", active: true, recurring: { interval: "month" } }));
      return Response.json({ object: "list", data, has_more: false, url: "/v1/prices" });
    }
    if (method === "POST" && path === "/v1/prices") {
      const price = {
        id: next("price"),
        unit_amount: Number(params.get("unit_amount")),
        lookup_key: params.get("lookup_key") ?? "",
        currency: params.get("currency") ?? "",
      };
      prices.set(price.id, price);
      return Response.json({
        ...price,
        object: "price",
        active: true,
        recurring: { interval: params.get("recurring[interval]") },
      });
    }
    if (method === "POST" && path === "/v1/subscriptions") {
      const priceId = params.get("items[0][price]") ?? "";
      const price = prices.get(priceId);
      if (!price) return missing("price", priceId);
      const customer = params.get("customer") ?? "";
      const paymentIntent = next("pi");
      const sub: FakeSubscription = {
        id: next("sub"),
        customer,
        status: "incomplete",
        cancel_at_period_end: false,
        current_period_end: now() + 30 * DAY_S,
        metadata: { userId: params.get("metadata[userId]") ?? "", plan: params.get("metadata[plan]") ?? "" },
        price: { id: price.id, unit_amount: price.unit_amount },
        invoice: { id: next("in"), status: "open", paymentIntent },
      };
      subscriptions.set(sub.id, sub);
      paymentIntents.set(paymentIntent, {
        id: paymentIntent,
        status: "requires_payment_method",
        amount: price.unit_amount,
        customer,
      });
      return Response.json(subscriptionJson(sub));
    }
    if (subscriptionPath) {
      const id = subscriptionPath[1] ?? "";
      const sub = subscriptions.get(id);
      if (!sub) return missing("subscription", id);
      if (method === "POST" && params.get("cancel_at_period_end") === "true") sub.cancel_at_period_end = true;
      return Response.json(subscriptionJson(sub));
    }
    if (method === "GET" && intentPath) {
      const id = intentPath[1] ?? "";
      const intent = paymentIntents.get(id);
      if (!intent) return missing("payment_intent", id);
      return Response.json({
        id: intent.id,
        object: "payment_intent",
        status: intent.status,
        amount: intent.amount,
        currency: "usd",
        customer: intent.customer,
        last_payment_error: intent.error ? { message: intent.error } : null,
      });
    }
    return error(400, { type: "invalid_request_error", message: `The fake does not know ${method} ${path}` });
  }

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.hostname !== "api.stripe.com") throw new Error(`unexpected fetch to ${url.hostname}`);
    const body =
      request.method === "GET"
        ? url.searchParams
        : new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer()));
    const idempotencyKey = request.headers.get("idempotency-key");
    requests.push({ method: request.method, path: url.pathname, params: body, idempotencyKey });
    // Like Stripe, a POST repeating a key answers the first answer again and does nothing.
    const replayKey = request.method === "POST" && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
    const replay = replayKey ? answered.get(replayKey) : undefined;
    if (replay) return new Response(replay.body, { status: replay.status, headers: replay.headers });
    const response = handle(request.method, url.pathname, body);
    if (replayKey)
      answered.set(replayKey, {
        body: await response.clone().text(),
        status: response.status,
        headers: response.headers,
      });
    return response;
  };

  function subscription(id: string): FakeSubscription {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no fake subscription ${id}`);
    return sub;
  }

  return {
    fetch: fetchFn as typeof fetch,
    requests,
    subscriptions,
    /** The browser confirmed the first payment: Stripe marks the invoice paid and the subscription active. */
    pay(id: string) {
      const sub = subscription(id);
      sub.status = "active";
      sub.invoice.status = "paid";
      const intent = paymentIntents.get(sub.invoice.paymentIntent);
      if (intent) intent.status = "succeeded";
    },
    /** Moves a subscription as Stripe's billing would (renewal, dunning, end). */
    set(id: string, state: Partial<Pick<FakeSubscription, "status" | "cancel_at_period_end" | "current_period_end">>) {
      Object.assign(subscription(id), state);
    },
    subscriptionJson: (id: string) => subscriptionJson(subscription(id)),
    invoiceJson: (id: string) => {
      const sub = subscription(id);
      return { ...(subscriptionJson(sub).latest_invoice as Json), customer: sub.customer, subscription: undefined };
    },
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;

export const WEBHOOK_SECRET = "whsec_test_truerate_payments";

let eventCounter = 0;

/** A Stripe event as its webhook delivers it, with a `Stripe-Signature` made by stripe's own test helper. */
export async function signedEvent(
  type: string,
  object: Json,
  options: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id:
      options.id ?? `evt_fake${(++eventCounter).toString().padStart(6, "0")}${Math.random().toString(36).slice(2, 8)}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: timestamp,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
  return { payload, signature };
}
