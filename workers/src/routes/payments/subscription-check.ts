import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore } from "../../http/signed-in";
import { subscriptionCheckQuerySchema, subscriptionCheckSchema } from "../../schemas/payments";
import { checkSubscription } from "../../services/payments/check-subscription";

const route = createRoute({
  operationId: "checkSubscription",
  method: "get",
  path: "/api/subscription-check",
  tags: ["Payments"],
  summary: "Whether the caller may use the platform",
  description:
    "Answers 200 for everyone: signed out it says `authenticated: false` (with 'Authentication verification failed' " +
    "when an expired session was presented). `hasSubscription` is true for subscribers, admins, and brokers under " +
    "free access; `redirectTo` is where the sign-in redirect sends this user.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }, {}],
  middleware: [noStore] as const,
  request: { query: subscriptionCheckQuerySchema },
  responses: {
    200: { description: "The caller's access", content: { "application/json": { schema: subscriptionCheckSchema } } },
    ...errorResponses(),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const result = await checkSubscription(serviceContext(c), {
      sessionPresented: c.get("sessionState") === "expired",
    });
    return c.json(result, 200);
  });
}
