import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { savedLaneSchema, savedLanesSchema, saveLaneRequestSchema } from "../../schemas/carrier-tools";
import { idPathParams } from "../../schemas/openapi";
import { CARRIER_TOOLS_MESSAGES } from "../../services/access/carrier-tools";
import { deleteSavedLane, listSavedLanes, SAVED_LANES_LIMIT, saveLane } from "../../services/carrier-tools/saved-lanes";

const CARRIERS = `${CARRIER_TOOLS_MESSAGES.carriersOnly} Others are answered 403.`;
export const savedLaneParams = idPathParams("3b9d2f61-0c4e-4a8b-9d7e-5a1f2c3b4d5e");

const list = createRoute({
  operationId: "listSavedLanes",
  method: "get",
  path: "/api/saved-lanes",
  tags: ["Rates"],
  summary: "The carrier's saved lanes with their current figures",
  description: `Oldest first, each with the lane's published figures over the last 30 days or why they are withheld, and its rate alert. ${CARRIERS}`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, noStore] as const,
  responses: {
    200: { description: "Saved lanes", content: { "application/json": { schema: savedLanesSchema } } },
    ...errorResponses(401, 402, 403),
  },
});

const create = createRoute({
  operationId: "saveLane",
  method: "post",
  path: "/api/saved-lanes",
  tags: ["Rates"],
  summary: "Save a lane",
  description:
    `A city-to-city lane with one trailer type. At most ${SAVED_LANES_LIMIT} per carrier: one more answers 409 ` +
    `'${CARRIER_TOOLS_MESSAGES.tooMany(SAVED_LANES_LIMIT)}'; a lane saved already answers 409 ` +
    `'${CARRIER_TOOLS_MESSAGES.alreadySaved}' with details.savedLaneId. ${CARRIERS}`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: saveLaneRequestSchema } } },
  },
  responses: {
    201: { description: "The saved lane", content: { "application/json": { schema: savedLaneSchema } } },
    ...errorResponses(400, 401, 402, 403, 409),
  },
});

const remove = createRoute({
  operationId: "deleteSavedLane",
  method: "delete",
  path: "/api/saved-lanes/{id}",
  tags: ["Rates"],
  summary: "Remove a saved lane and its alert",
  description: `Another carrier's lane answers 404 like an unknown id. ${CARRIERS}`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: savedLaneParams },
  responses: {
    204: { description: "The lane was removed" },
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(list, async (c) => {
    const lanes = await listSavedLanes(serviceContext(c));
    return c.json({ lanes, limit: SAVED_LANES_LIMIT }, 200);
  });
  app.openapi(create, async (c) => {
    const lane = await saveLane(serviceContext(c), c.req.valid("json"));
    return c.json(lane, 201);
  });
  app.openapi(remove, async (c) => {
    await deleteSavedLane(serviceContext(c), c.req.valid("param").id);
    return c.body(null, 204);
  });
}
