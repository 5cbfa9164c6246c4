import { createRoute, z } from "@hono/zod-openapi";
import { ROAD_FACTOR } from "@truerate/domain/geo";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { signedIn } from "../../http/signed-in";
import { autocompletePlaces, PLACE_QUERY_MIN_LENGTH, PLACE_RESULTS_LIMIT } from "../../services/places/autocomplete";

const coordinates = z.object({
  lat: z.number().openapi({ example: 32.78306 }),
  lng: z.number().openapi({ example: -96.80667 }),
});

const locationResultSchema = z
  .object({
    placeId: z.string().openapi({ example: "geonames-4684888" }),
    address: z.string().openapi({ description: "'City, ST'", example: "Dallas, TX" }),
    city: z.string().openapi({ example: "Dallas" }),
    state: z.string().openapi({ example: "TX" }),
    formattedAddress: z.string().openapi({ example: "Dallas, TX, USA" }),
    coordinates,
    geometry: z.object({ location: coordinates }),
    addressComponents: z.array(
      z.object({
        longName: z.string().openapi({ example: "Texas" }),
        shortName: z.string().openapi({ example: "TX" }),
        types: z.array(z.string()).openapi({ example: ["administrative_area_level_1", "political"] }),
      }),
    ),
    population: z.number().int().nullable().openapi({ example: 1300092 }),
  })
  .openapi("LocationResult");

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
    query: z.object({
      q: z.string().max(100).openapi({ description: "What the user typed.", example: "dall" }),
    }),
  },
  responses: {
    200: { description: "Matching places", content: { "application/json": { schema: z.array(locationResultSchema) } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const places = await autocompletePlaces({ env: c.env }, c.req.valid("query"));
    // Same query, same answer until the gazetteer is re-imported: let the browser reuse it briefly.
    c.header("cache-control", "private, max-age=3600");
    return c.json(places, 200);
  });
}
