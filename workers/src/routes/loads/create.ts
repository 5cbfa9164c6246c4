import { createRoute } from "@hono/zod-openapi";
import { PLAUSIBILITY_RULE } from "@truerate/domain/reports/plausibility";
import { SCREENING_RULE } from "@truerate/domain/reports/screening";
import { loadInputSchema } from "@truerate/domain/validation/load";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { headerRefs } from "../../http/response-headers";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { createdLoadSchema } from "../../schemas/loads";
import { createLoad } from "../../services/loads/create";

const route = createRoute({
  operationId: "createLoad",
  method: "post",
  path: "/api/loads",
  tags: ["Loads"],
  summary: "Submit a hauled load",
  description:
    "Records the load with its 48-hour document deadline, links the caller's documents that have no load yet, and " +
    "reports whether the broker is a registered brokerage (by MC number, by a broker user's e-mail, or by name and e-mail domain). " +
    "The 371.3 request (the record the carrier may review, the deadline, a response link) is queued to the broker's e-mail " +
    "and the brokerage's members. The same load (carrier, load number, broker) within a day answers 409 " +
    "'This load was already submitted' with `details.existingLoadId`. " +
    `${PLAUSIBILITY_RULE} ${SCREENING_RULE} A held load is stored and answered with \`review.status: quarantined\`.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: loadInputSchema.openapi("LoadInput") } } },
  },
  responses: {
    201: {
      description: "The load was recorded; Location is its record",
      headers: headerRefs("Location"),
      content: { "application/json": { schema: createdLoadSchema } },
    },
    ...errorResponses(400, 401, 402, 403, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const result = await createLoad(serviceContext(c), c.req.valid("json"));
    return c.json(result, 201, { Location: `/api/loads/${encodeURIComponent(result.id)}/record` });
  });
}
