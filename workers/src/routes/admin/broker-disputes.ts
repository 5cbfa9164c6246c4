import { createRoute } from "@hono/zod-openapi";
import { RIGHT_OF_REPLY_MESSAGES } from "@truerate/domain/brokers/right-of-reply";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import {
  disputeDecisionRequestSchema,
  disputeListQuerySchema,
  disputeViewSchema,
  listBrokerDisputesResponseSchema,
} from "../../schemas/brokers";
import { idPathParams } from "../../schemas/openapi";
import { DISPUTES_PAGE_SIZE, decideDispute, listDisputes } from "../../services/broker-profiles/disputes";
import { administratorsOnly } from "./console-middleware";

const listRoute = createRoute({
  operationId: "listBrokerDisputes",
  method: "get",
  path: "/api/admin/broker-disputes",
  tags: ["Admin"],
  summary: "Brokers' disputes of profile events",
  description: `Administrators only. Open disputes oldest first, decided ones newest first, ${DISPUTES_PAGE_SIZE} a page.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: { query: disputeListQuerySchema },
  responses: {
    200: {
      description: "A page of disputes",
      content: {
        "application/json": {
          schema: listBrokerDisputesResponseSchema,
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

const decideRoute = createRoute({
  operationId: "decideBrokerDispute",
  method: "post",
  path: "/api/admin/broker-disputes/{id}/decision",
  tags: ["Admin"],
  summary: "Uphold or reject a broker's dispute, with the reason",
  description:
    "Administrators only. Upheld removes the event from the broker's score; the decision and its reason are recorded " +
    `and shown on the profile's history. A decided dispute answers 409 '${RIGHT_OF_REPLY_MESSAGES.alreadyDecided}'; a ` +
    `blank reason 400 '${RIGHT_OF_REPLY_MESSAGES.reasonRequired}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: idPathParams("5d2f8a41-0c7e-4b3a-9f61-2e8d7c4b1a90"),
    body: { required: true, content: { "application/json": { schema: disputeDecisionRequestSchema } } },
  },
  responses: {
    200: { description: "The decided dispute", content: { "application/json": { schema: disputeViewSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(listRoute, async (c) => {
    const { status, page } = c.req.valid("query");
    return c.json(await listDisputes(serviceContext(c), { status, page }), 200);
  });
  app.openapi(decideRoute, async (c) => {
    const dispute = await decideDispute(serviceContext(c), {
      disputeId: c.req.valid("param").id,
      input: c.req.valid("json"),
    });
    return c.json(dispute, 200);
  });
}
