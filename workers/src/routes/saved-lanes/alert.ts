import { createRoute } from "@hono/zod-openapi";
import { RATE_ALERT_RULE } from "@truerate/domain/carrier-tools/rate-alert";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { laneAlertRequestSchema, savedLaneSchema } from "../../schemas/carrier-tools";
import { removeLaneAlert, setLaneAlert } from "../../services/carrier-tools/saved-lanes";
import { savedLaneParams } from "./list-save-delete";

const set = createRoute({
  operationId: "setLaneAlert",
  method: "put",
  path: "/api/saved-lanes/{id}/alert",
  tags: ["Rates"],
  summary: "Set the rate alert of a saved lane",
  description:
    `${RATE_ALERT_RULE} The scheduled job checks every 15 minutes; a crossing sends one e-mail (with an unsubscribe ` +
    "link) and one in-app notice. Setting the alert remembers the figure as of now, so only a later crossing fires. " +
    "Carriers only (403); another carrier's lane answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    params: savedLaneParams,
    body: { required: true, content: { "application/json": { schema: laneAlertRequestSchema } } },
  },
  responses: {
    200: { description: "The lane with its alert", content: { "application/json": { schema: savedLaneSchema } } },
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

const remove = createRoute({
  operationId: "removeLaneAlert",
  method: "delete",
  path: "/api/saved-lanes/{id}/alert",
  tags: ["Rates"],
  summary: "Turn a saved lane's rate alert off",
  description: "The lane stays saved. A lane without an alert, or another carrier's, answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: savedLaneParams },
  responses: {
    204: { description: "The alert is off" },
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(set, async (c) => {
    const lane = await setLaneAlert(serviceContext(c), { id: c.req.valid("param").id, ...c.req.valid("json") });
    return c.json(lane, 200);
  });
  app.openapi(remove, async (c) => {
    await removeLaneAlert(serviceContext(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
}
