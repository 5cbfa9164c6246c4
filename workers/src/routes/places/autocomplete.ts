import { createRoute, z } from "@hono/zod-openapi";
import { ROAD_FACTOR } from "@truerate/domain/geo";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { autocompletePlacesQuerySchema, locationResultSchema } from "../../schemas/places";
import { autocompletePlaces, PLACE_QUERY_MIN_LENGTH, PLACE_RESULTS_LIMIT } from "../../services/places/autocomplete";

const route = createRoute({
  operationId: "autocompletePlaces",
  method: "get",
  path: "/api/places",
  tags: ["Places"],
  summary: "US cities starting with the query, most populous first",
  description:
    `Offline gazetteer (GeoNames US places of 1,000+ people). At most ${PLACE_RESULTS_LIMIT} results; ` +
    `fewer than ${PLACE_QUERY_MIN_LENGTH} characters answer an empty list. 'dallas, t' and 'dallas tx' both find Dallas, TX. ` +
    `Without a maps provider, driving distance is estimated as great circle × ${ROAD_FACTOR} (domain/geo.ts).`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    query: autocompletePlacesQuerySchema,
  },
  responses: {
    200: { description: "Matching places", content: { "application/json": { schema: z.array(locationResultSchema) } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const places = await autocompletePlaces(serviceContext(c), c.req.valid("query"));
    // Same query, same answer until the gazetteer is re-imported: let the browser reuse it briefly.
    c.header("cache-control", "private, max-age=3600");
    return c.json(places, 200);
  });
}
