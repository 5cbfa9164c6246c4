import { createRoute } from "@hono/zod-openapi";
import { recordInputSchema } from "@truerate/domain/records/record-input";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { headerRefs } from "../../http/response-headers";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { loadIdParamsSchema, recordedSchema } from "../../schemas/loads";
import { RECORD_SUBMIT_MESSAGES, submitLoadRecord } from "../../services/records/submit";

const route = createRoute({
  operationId: "submitLoadRecord",
  method: "post",
  path: "/api/loads/{id}/record",
  tags: ["Loads"],
  summary: "Submit or correct the record of one of the brokerage's loads",
  description:
    "Brokers of the load's brokerage only (others: 404, or 403 for a carrier or admin). Each call stores a new " +
    "version (never an overwrite) whose evidence is the documents the brokerage shared for the load, with their " +
    `SHA-256; without any, 409 '${RECORD_SUBMIT_MESSAGES.noEvidence}'. Submitting exactly what the latest version ` +
    "states (a double click, a retry) writes nothing and answers 200 with that version.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    params: loadIdParamsSchema,
    body: { required: true, content: { "application/json": { schema: recordInputSchema.openapi("RecordInput") } } },
  },
  responses: {
    200: {
      description: "The latest version already states this: nothing new was written",
      content: { "application/json": { schema: recordedSchema } },
    },
    201: {
      description: "Recorded as a new version; Location is the load's record",
      headers: headerRefs("Location"),
      content: { "application/json": { schema: recordedSchema } },
    },
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { recordId, repeated } = await submitLoadRecord(serviceContext(c), {
      loadId: id,
      record: c.req.valid("json"),
    });
    if (repeated) return c.json({ recordId }, 200);
    return c.json({ recordId }, 201, { Location: `/api/loads/${encodeURIComponent(id)}/record` });
  });
}
