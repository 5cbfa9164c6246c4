import { z } from "@hono/zod-openapi";
import { DOCUMENT_TYPES } from "@truerate/domain/enums";
import { isoInstant } from "../documents";
import { waiverClauseSchema } from "../waiver-clauses";

export const adminWaiverClauseSchema = waiverClauseSchema
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

export const waiverClausePageSchema = z
  .object({
    items: z.array(adminWaiverClauseSchema),
    total: z.number().int().openapi({ description: "How many clauses there are in all, over every page.", example: 3 }),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: "Pass as `cursor` for the next page; null on the last page." }),
  })
  .openapi("AdminWaiverClausePage");

export type AdminWaiverClause = z.infer<typeof adminWaiverClauseSchema>;
