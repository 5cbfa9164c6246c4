import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { AppError } from "../../core/errors";
import { outboxMailTo } from "../../db/queries/mail-outbox";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import type { AppEnv } from "../../http/types";
import { listDevMailQuerySchema, listDevMailResponseSchema, mailSchema } from "../../schemas/dev";

const OUTBOX_LIMIT = 50;

/** Before query validation, so production answers 404 whatever the query (the endpoint is not there). */
const developmentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (serviceContext(c).config.ENVIRONMENT === "production") {
    throw new AppError("NOT_FOUND", `No API route matches ${c.req.method} ${c.req.path}`);
  }
  await next();
};

const route = createRoute({
  operationId: "listDevMail",
  method: "get",
  path: "/api/dev/mail",
  tags: ["Development"],
  security: [],
  summary: "A recipient's mail in the local outbox, newest first (development and test only)",
  description: "Answers 404 in production. The local mailer writes every e-mail here instead of sending it.",
  middleware: [developmentOnly] as const,
  request: { query: listDevMailQuerySchema },
  responses: {
    200: {
      description: "Up to 50 messages, newest first",
      content: {
        "application/json": { schema: listDevMailResponseSchema },
      },
    },
    ...errorResponses(400, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { to } = c.req.valid("query");
    const rows = await outboxMailTo(serviceContext(c).db, to, OUTBOX_LIMIT);
    const messages = rows.map((row) =>
      mailSchema.parse({ ...row, html: row.html ?? null, createdAt: row.createdAt.toISOString() }),
    );
    return c.json({ messages }, 200);
  });
}
