import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiClient } from "../../lib/api-client.server";
import { type SubscriptionCheck, subscriptionCheckQuery } from "./subscription-check";

/** docs/product.md#accounts-business-constants-and-limits: the subscription check gives up after 8 s. */
const CHECK_TIMEOUT_MS = 8_000;

// The layout's gate and a payment screen's loader ask in the same request: one call serves both.
const checkByRequest = new WeakMap<AppLoadContext, Promise<SubscriptionCheck | null>>();

/** GET /api/subscription-check with the browser's session; null when there is no usable answer. */
export function loadSubscriptionCheck(context: AppLoadContext, request: Request): Promise<SubscriptionCheck | null> {
  let pending = checkByRequest.get(context);
  if (!pending) {
    pending = fetchCheck(context, request);
    checkByRequest.set(context, pending);
  }
  return pending;
}

async function fetchCheck(context: AppLoadContext, request: Request): Promise<SubscriptionCheck | null> {
  const { data } = await apiClient(context, request).GET("/api/subscription-check", {
    params: { query: subscriptionCheckQuery(Date.now()) },
    headers: { "cache-control": "no-cache", "x-requested-with": "XMLHttpRequest" },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
  return data ?? null;
}
