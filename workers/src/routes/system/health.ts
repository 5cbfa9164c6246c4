import { createRoute } from "@hono/zod-openapi";
import { pingDatabase } from "../../db/queries/health";
import type { App } from "../../http/app";
import { API_VERSION, errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { healthAnswerSchema } from "../../schemas/system";

const healthSchema = healthAnswerSchema(API_VERSION);

const route = createRoute({
  operationId: "getHealth",
  method: "get",
  path: "/api/health",
  tags: ["System"],
  security: [],
  summary: "Liveness and database reachability",
  description:
    "Answers whether the worker runs and D1 answers a trivial query; used by `npm start` and deploy checks. Public.",
  responses: {
    200: { description: "The service is up", content: { "application/json": { schema: healthSchema } } },
    ...errorResponses(),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    let database: "ok" | "unavailable" = "ok";
    try {
      await pingDatabase(serviceContext(c).env.DB);
    } catch {
      database = "unavailable";
    }
    return c.json(
      {
        status: database === "ok" ? ("ok" as const) : ("degraded" as const),
        version: API_VERSION,
        database,
        time: new Date().toISOString(),
      },
      200,
    );
  });
}
