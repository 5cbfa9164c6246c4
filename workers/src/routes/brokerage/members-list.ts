import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { listBrokerageMembersResponseSchema } from "../../schemas/brokerage";
import { BROKERAGE_MESSAGES } from "../../services/access/brokerages";
import { listBrokerageMembers } from "../../services/brokerages/members";

const route = createRoute({
  operationId: "listBrokerageMembers",
  method: "get",
  path: "/api/brokerage/members",
  tags: ["Brokerage"],
  summary: "The caller's brokerage: its members and the brokers asking to join",
  description:
    "Members first, then pending requests, oldest first. A broker whose own request is pending answers 403 " +
    `'${BROKERAGE_MESSAGES.joinPending}' with details.joinPending; anyone else who is not a member, ` +
    `403 '${BROKERAGE_MESSAGES.membersOnly}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  responses: {
    200: {
      description: "Members and requests",
      content: { "application/json": { schema: listBrokerageMembersResponseSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json({ members: await listBrokerageMembers(serviceContext(c)) }, 200);
  });
}
