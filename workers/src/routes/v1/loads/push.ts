import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { headerRefs } from "../../../http/response-headers";
import { serviceContext } from "../../../http/service-context";
import {
  partnerLoadItemSchema,
  pushPartnerLoadsHeadersSchema,
  pushRequestSchema,
  pushResultSchema,
} from "../../../schemas/v1/loads";
import { once } from "../../../services/partners/idempotency";
import { pushLoads } from "../../../services/partners/loads/push";
import { pushIdempotencyScope } from "../../../services/partners/sandbox/scope";

const route = createRoute({
  operationId: "pushPartnerLoads",
  method: "post",
  path: "/api/v1/loads",
  tags: ["Partner API v1"],
  summary: "Push a batch of loads (upsert by your load id)",
  description:
    "Up to 1,000 loads keyed by `partnerLoadId`: a new id creates the load (with its 48-hour document deadline, " +
    "exactly like a portal upload), a repeat with changes updates it, an identical repeat changes nothing. Each item " +
    "is validated on its own with the portal's messages and answered in `results`, so one bad row never sinks the batch. " +
    "With an `Idempotency-Key` header a retried request returns the first answer (`Idempotent-Replayed: true`); the " +
    "same key with another body answers 422.",
  security: [{ [PARTNER_TOKEN_SCHEME]: ["loads:write"] }],
  middleware: [requirePartner("loads:write")] as const,
  request: {
    headers: pushPartnerLoadsHeadersSchema,
    body: { required: true, content: { "application/json": { schema: pushRequestSchema } } },
  },
  responses: {
    200: {
      description: "Per-item results",
      headers: headerRefs("Idempotent-Replayed"),
      content: { "application/json": { schema: pushResultSchema } },
    },
    ...errorResponses(400, 401, 403, 409, 422, 429),
  },
});

export function register(app: App) {
  // The batch's items are documented by this schema (see pushRequestSchema), which no route names.
  app.openAPIRegistry.register("PartnerLoadItem", partnerLoadItemSchema);
  app.openapi(route, async (c) => {
    const ctx = serviceContext(c);
    const partner = partnerOf(c);
    const body = c.req.valid("json");
    const run = async () => ({
      status: 200,
      body: JSON.stringify(await pushLoads(ctx, { partner, items: body.loads })),
    });
    const key = c.req.valid("header")["idempotency-key"];
    const answer = key ? await once(ctx, { scope: pushIdempotencyScope(partner), key, body, work: run }) : await run();
    const headers: Record<string, string> = { "content-type": "application/json" };
    if ("replayed" in answer && answer.replayed) headers["idempotent-replayed"] = "true";
    return c.body(answer.body, 200, headers) as never;
  });
}
