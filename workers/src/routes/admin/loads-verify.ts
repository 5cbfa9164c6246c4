import { createRoute } from "@hono/zod-openapi";
import { TRUE_RATE_MESSAGE, trueRateRequestSchema } from "@truerate/domain/validation/true-rate";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { brokerageLoadSchema, loadIdParamsSchema } from "../../schemas/loads";
import { verifyTrueRate } from "../../services/admin/loads";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "verifyLoadTrueRate",
  method: "put",
  path: "/api/admin/loads/{id}/verify",
  tags: ["Admin"],
  summary: "Set a load's True Rate and mark it verified",
  description:
    "Administrators only. From then on every search shows the True Rate; setting it again corrects it. " +
    `A trueRate that is not a number above 0 answers 400 '${TRUE_RATE_MESSAGE}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: loadIdParamsSchema,
    body: {
      required: true,
      content: { "application/json": { schema: trueRateRequestSchema.openapi("TrueRateRequest") } },
    },
  },
  responses: {
    200: { description: "The verified load", content: { "application/json": { schema: brokerageLoadSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { trueRate } = c.req.valid("json");
    return c.json(await verifyTrueRate(serviceContext(c), { id, trueRate }), 200);
  });
}
