import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { joinDecisionSchema, memberIdParamsSchema } from "../../schemas/brokerage";
import { BROKERAGE_MESSAGES } from "../../services/access/brokerages";
import { decideJoinRequest } from "../../services/brokerages/members";

const DECISIONS = {
  approve: "Approve: the broker becomes a member and sees the brokerage's loads, documents and dashboard.",
  decline: "Decline: the broker stays without a brokerage.",
} as const;

/** POST /api/brokerage/members/{id}/approve and …/decline: one route per decision, the same rules. */
function decisionRoute(decision: keyof typeof DECISIONS) {
  return createRoute({
    operationId: `${decision}BrokerageJoin`,
    method: "post",
    path: `/api/brokerage/members/{id}/${decision}`,
    tags: ["Brokerage"],
    summary: `${decision === "approve" ? "Approve" : "Decline"} a broker's request to join the caller's brokerage`,
    description:
      `By a member of the brokerage. ${DECISIONS[decision]} A user with no pending request to this brokerage ` +
      `answers 404 '${BROKERAGE_MESSAGES.requestNotFound}'.`,
    security: [{ [SESSION_COOKIE_SCHEME]: [] }],
    middleware: [signedIn] as const,
    request: { params: memberIdParamsSchema },
    responses: {
      200: { description: "Decided", content: { "application/json": { schema: joinDecisionSchema } } },
      ...errorResponses(400, 401, 403, 404),
    },
  });
}

export function register(app: App) {
  for (const decision of ["approve", "decline"] as const) {
    app.openapi(decisionRoute(decision), async (c) => {
      const { id } = c.req.valid("param");
      const result = await decideJoinRequest(serviceContext(c), { userId: id, decision });
      return c.json({ success: true as const, ...result }, 200);
    });
  }
}
