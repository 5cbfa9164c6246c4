import { createRoute, z } from "@hono/zod-openapi";
import { DOCUMENT_TYPES } from "@truerate/domain/enums";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { pageQuerySchema } from "../../schemas/admin/data-quality";
import { isoInstant } from "../../schemas/documents";
import { waiverClauseSchema } from "../../schemas/waiver-clauses";
import { listWaiverClausesForAdmin } from "../../services/admin/waiver-clauses";
import { administratorsOnly } from "./console-middleware";

const adminWaiverClauseSchema = waiverClauseSchema
  .extend({
    id: z.string().openapi({ example: "5d2f1a8e-0b7c-4e3d-9a61-2c4b8e7f0d13" }),
    detectedAt: isoInstant("2026-11-23T18:00:00.000Z"),
    broker: z.object({
      key: z.string().nullable().openapi({
        description:
          "The broker as one company (`loads.broker_key`: `brokerage:<id>`, `mc:<MC>`, `domain:<domain>`…); null while the document has no load.",
        example: "mc:123456",
      }),
      name: z.string().nullable().openapi({
        description: "The registered brokerage's name, else the name on the load.",
        example: "Acme Freight Brokers LLC",
      }),
      mcNumber: z.string().nullable().openapi({ example: "MC123456" }),
    }),
    document: z
      .object({
        id: z.string(),
        fileName: z.string().openapi({ example: "Rate confirmation.pdf" }),
        documentType: z.enum(DOCUMENT_TYPES),
      })
      .nullable()
      .openapi({ description: "Null once the document was deleted: the clause stays as evidence." }),
    load: z
      .object({ id: z.string(), loadNumber: z.string().openapi({ example: "LD-20261123-01" }) })
      .nullable()
      .openapi({ description: "Null while the document has no load, or once the load was deleted." }),
  })
  .openapi("AdminWaiverClause");

const waiverClausePageSchema = z
  .object({
    items: z.array(adminWaiverClauseSchema),
    total: z.number().int().openapi({ description: "How many clauses there are in all, over every page.", example: 3 }),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .openapi("AdminWaiverClausePage");

const route = createRoute({
  operationId: "listAdminWaiverClauses",
  method: "get",
  path: "/api/admin/waiver-clauses",
  tags: ["Admin"],
  summary: "Waiver clauses detected in rate confirmations",
  description:
    "Administrators only. Every sentence of a rate confirmation by which the carrier waives its right to review " +
    "the broker's record under 49 CFR 371.3, newest first, with the broker, the document and the load. Pass each " +
    "page's `nextCursor` as `cursor` until it is null. Clauses are evidence: they stay after their document is deleted.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: { description: "A page of clauses", content: { "application/json": { schema: waiverClausePageSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await listWaiverClausesForAdmin(serviceContext(c), c.req.valid("query")), 200),
  );
}
