import { createRoute, z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { searchRequestSchema } from "../../domain/validation/search";
import { SEARCH_MESSAGES } from "../../domain/validation/search-messages";
import type { App } from "../../http/app";
import { AppError } from "../../http/errors";
import { SESSION_COOKIE_SCHEME, errorResponses } from "../../http/openapi";
import { fieldErrors, validationError } from "../../http/problem";
import { serviceContext } from "../../http/service-context";
import { searchLoads } from "../../services/loads/search";
import { SEARCH_RESULTS_LIMIT } from "../../services/loads/search-query";
import { searchRowSchema } from "./schemas";
import { requireSubscription } from "../../http/require-subscription";
import { signedIn } from "../../http/signed-in";

const route = createRoute({
  operationId: "searchLoads",
  method: "post",
  path: "/api/loads/search",
  tags: ["Loads"],
  summary: "Find loads by lane, radius, trailer type and dates",
  description:
    `Loads of every carrier picked up within originRadius miles (great circle) of the origin and delivered within ` +
    `destinationRadius miles of the destination, newest first, at most ${SEARCH_RESULTS_LIMIT}. ` +
    "Rows name the broker, never the carrier. Missing origin, destination or trailer type answers " +
    `'${SEARCH_MESSAGES.required}' with details.description '${SEARCH_MESSAGES.requiredDescription}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
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

/** Missing required fields lead the answer, with the description the search form shows under it. */
function searchValidationError(error: ZodError): AppError {
  const required = error.issues.some((issue) => issue.message === SEARCH_MESSAGES.required);
  if (!required) return validationError(error);
  return new AppError("VALIDATION_FAILED", SEARCH_MESSAGES.required, {
    fields: fieldErrors(error),
    description: SEARCH_MESSAGES.requiredDescription,
  });
}

export function register(app: App) {
  app.openapi(
    route,
    async (c) => {
      return c.json(await searchLoads({ ctx: serviceContext(c), input: c.req.valid("json") }), 200);
    },
    (result) => {
      if (!result.success) throw searchValidationError(result.error);
      return undefined;
    },
  );
}
