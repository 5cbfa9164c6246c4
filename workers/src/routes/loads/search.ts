import { createRoute, z } from "@hono/zod-openapi";
import { searchRequestSchema } from "@truerate/domain/validation/search";
import { SEARCH_END_COMPONENT } from "@truerate/domain/validation/search-end";
import { SEARCH_MESSAGES } from "@truerate/domain/validation/search-messages";
import { searchPlaceObject } from "@truerate/domain/validation/search-place";
import type { Context } from "hono";
import type { ZodError } from "zod";
import { AppError } from "../../core/errors";
import { fieldErrors, validationError } from "../../core/validation-errors";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { queryWithSession, resolveDeferredSession, signedInDeferred } from "../../http/deferred-session";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { gateSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import type { AppEnv } from "../../http/types";
import { searchRowSchema } from "../../schemas/loads";
import { laneEndStateSchema, laneEndZip3Schema, laneEndZipSchema } from "../../schemas/v1/rates";
import type { SearchRecord } from "../../services/loads/load-views";
import { searchRows, searchStatement } from "../../services/loads/search";
import { needsPlaceTables, resolveSearchEnds, searchAsKept } from "../../services/loads/search-ends";
import { SEARCH_RESULTS_LIMIT } from "../../services/loads/search-query";
import { recordSearchAfterAnswer } from "./record-search";

const route = createRoute({
  operationId: "searchLoads",
  method: "post",
  path: "/api/loads/search",
  tags: ["Loads"],
  summary: "Find loads by lane, radius, trailer type and dates",
  description:
    `Loads of every carrier picked up within originRadius miles (great circle) of the origin and delivered within ` +
    `destinationRadius miles of the destination, newest first, at most ${SEARCH_RESULTS_LIMIT}. ` +
    "Each side may instead be a city and state as the partner lookups take it (`{ city, state }`, optionally with " +
    "`lat` and `lng`), a ZIP code (searched within its radius around the ZIP's point), a three-digit ZIP area " +
    "or a state (loads whose pickup or delivery lies in it; the radius is not used); an unknown ZIP code or ZIP3 " +
    "area answers 400 naming the field (`origin.zip`, `destination.zip3`). " +
    "Rows name the broker, never the carrier. Missing origin, destination or trailer type answers " +
    `'${SEARCH_MESSAGES.required}' with details.description '${SEARCH_MESSAGES.requiredDescription}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  // The session is looked up in the same D1 round trip as the search (http/deferred-session.ts);
  // the answers stay those of [signedIn, requireSubscription]: 401, then 402, then 400.
  middleware: [signedInDeferred] as const,
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: searchRequestSchema.openapi("LoadSearchRequest") } },
    },
  },
  responses: {
    200: {
      description: "Matching loads, newest first",
      content: { "application/json": { schema: z.array(searchRowSchema) } },
    },
    ...errorResponses(400, 401, 402),
  },
});

/** A side named as a partner lane end names a city: its point from the place table unless given. */
const namedCityDocument = z
  .strictObject({
    city: z.string().min(1).max(100).openapi({ example: "Dallas" }),
    state: z.string().length(2).openapi({ description: "Two-letter state code.", example: "TX" }),
    lat: z.number().min(-90).max(90).optional().openapi({ example: 32.78306 }),
    lng: z.number().min(-180).max(180).optional().openapi({ example: -96.80667 }),
  })
  .openapi("LoadSearchCityState", {
    description:
      "A US city and its state, as the partner lookups take a lane end: searched within the side's radius around " +
      "`lat` and `lng` when both are given, else around the city's point in the place table (an unknown city answers " +
      "400 naming `origin.city`).",
  });

/** A side as the document shows it: docs/product.md's chosen city, or a partner lane end's forms. */
const searchEndDocument = z
  .union([
    searchPlaceObject(SEARCH_MESSAGES.required).openapi("LoadSearchCity", {
      description: "A city chosen from the autocomplete: searched within the side's radius around its coordinates.",
    }),
    namedCityDocument,
    laneEndZipSchema,
    laneEndZip3Schema,
    laneEndStateSchema,
  ])
  .openapi(
    SEARCH_END_COMPONENT,
    {
      description:
        "One side of a load search: a city chosen from the autocomplete, a ZIP code, a three-digit ZIP area, or a state.",
    },
    { unionPreferredType: "oneOf" },
  );

/** Missing required fields lead the answer, with the description the search form shows under it. */
function searchValidationError(error: ZodError): AppError {
  const required = error.issues.some((issue) => issue.message === SEARCH_MESSAGES.required);
  if (!required) return validationError(error);
  return new AppError("VALIDATION_FAILED", SEARCH_MESSAGES.required, {
    fields: fieldErrors(error),
    description: SEARCH_MESSAGES.requiredDescription,
  });
}

/** An invalid body is answered 400 only once the caller is known to be signed in and subscribed. */
async function refuseInvalidSearch(c: Context<AppEnv>, error: ZodError): Promise<never> {
  await resolveDeferredSession(c);
  requireUser(c);
  await gateSubscription(c);
  throw searchValidationError(error);
}

export function register(app: App) {
  app.openAPIRegistry.register(SEARCH_END_COMPONENT, searchEndDocument);
  app.openapi(
    route,
    async (c) => {
      const asked = c.req.valid("json");
      // Its statements read no actor (the session is checked inside the search statement itself).
      const ctx = serviceContext(c);
      let input = asked;
      if (needsPlaceTables(asked)) {
        // The place tables are read before the search: the caller is known first (401, 402, then an unknown place's 400).
        await resolveDeferredSession(c);
        requireUser(c);
        await gateSubscription(c);
        input = await resolveSearchEnds(ctx, asked);
      }
      const records = await queryWithSession<SearchRecord>(c, (session) => searchStatement(ctx, { input, session }));
      await gateSubscription(c);
      recordSearchAfterAnswer(c, searchAsKept(asked, input));
      return c.json(await searchRows(ctx, records), 200);
    },
    (result, c) => (result.success ? undefined : refuseInvalidSearch(c, result.error)),
  );
}
