import { z } from "@hono/zod-openapi";
import { MAX_ROTATION_OVERLAP_HOURS } from "@truerate/domain/partners/credentials";
import { PARTNER_SCOPES } from "@truerate/domain/partners/vocabulary";
import { PARTNER_ORGANISATION_SORTS, type PartnerOrganisationSort } from "../db/queries/partners";
import { partnerClients, partnerOrganisations } from "../db/schema";
import { createSelectSchema } from "./from-table";
import { numberedPageQuery } from "./list-query";
import { numberedPageAnswer } from "./numbered-page";

export const scopeSchema = z.enum(PARTNER_SCOPES).openapi({ example: "loads:write" });

const clientColumns = createSelectSchema(partnerClients).shape;

export const partnerClientSchema = z
  .object({
    id: clientColumns.id.openapi({
      description: "The client_id of the token exchange.",
      example: "0b7f1c9e-3f7a-4a55-9b1e-2c4f0a6d8e11",
    }),
    name: clientColumns.name.openapi({ example: "Production TMS" }),
    scopes: z.array(scopeSchema),
    sandbox: clientColumns.sandbox.openapi({
      description: "A sandbox client (id `sbx_…`, secret `trs_sbx_…`): its pushes stay in the sandbox.",
      example: false,
    }),
    rateLimitPerMinute: z.number().int().openapi({ example: 600 }),
    createdAt: z.string().openapi({ example: "2026-11-23T12:00:00.000Z" }),
    rotatedAt: z.string().nullable(),
    previousSecretExpiresAt: z
      .string()
      .nullable()
      .openapi({ description: "Until when the secret before the last rotation still works." }),
    revokedAt: z.string().nullable(),
  })
  .openapi("PartnerClient");

export type ClientView = z.infer<typeof partnerClientSchema>;

const organisationColumns = createSelectSchema(partnerOrganisations).shape;

export const partnerOrganisationSchema = z
  .object({
    id: organisationColumns.id.openapi({ example: "5d1e8f0a-8a0e-4c53-9d8e-6b2b3f4c1a90" }),
    name: organisationColumns.name.openapi({ example: "Acme TMS" }),
    carrierEmail: z.string().nullable().openapi({
      description: "The carrier account its pushed loads are submitted for.",
      example: "carrier@truerate.test",
    }),
    createdAt: z.string(),
    clients: z.array(partnerClientSchema),
  })
  .openapi("PartnerOrganisation");

export type OrganisationView = z.infer<typeof partnerOrganisationSchema>;

export const createOrganisationSchema = z
  .object({
    name: z.string().trim().min(1, { error: "Name is required" }).max(120).openapi({ example: "Acme TMS" }),
    carrierEmail: z
      .email({ error: "Valid carrier email is required" })
      .optional()
      .openapi({ description: "Needed for loads:write.", example: "carrier@truerate.test" }),
  })
  .openapi("CreatePartnerOrganisation");

export const createClientSchema = z
  .object({
    name: z.string().trim().min(1, { error: "Name is required" }).max(120).openapi({ example: "Production TMS" }),
    scopes: z
      .array(scopeSchema)
      .min(1, { error: "Choose at least one scope" })
      .openapi({ example: ["loads:write", "rates:read", "webhooks:manage"] }),
    rateLimitPerMinute: z.number().int().min(1).max(100_000).optional().openapi({ example: 600 }),
    sandbox: z
      .boolean()
      .optional()
      .openapi({
        description:
          "A sandbox client: pushes are validated and answered like live ones but kept apart (never in lane " +
          "figures, search or a broker's mail) and cleared on demand; its webhook endpoints are the sandbox's " +
          "(pings only, never seen by live clients); lookups answer the published figures. Default false.",
        example: false,
      }),
  })
  .openapi("CreatePartnerClient");

export const rotateClientSchema = z
  .object({
    overlapHours: z
      .number()
      .int()
      .min(0)
      .max(MAX_ROTATION_OVERLAP_HOURS)
      .optional()
      .openapi({ description: "How long the old secret keeps working (default 24, 0 ends it now).", example: 24 }),
  })
  .openapi("RotatePartnerClient");

export const issuedSecretSchema = z
  .object({
    client: partnerClientSchema,
    clientSecret: z.string().openapi({
      description: "Shown this once; only its hash is stored.",
      example: "trs_k3v5q2m7n4p6r8s2t4v6w8x2y4z6a3b5",
    }),
  })
  .openapi("IssuedPartnerSecret");

export const organisationParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, example: "5d1e8f0a-8a0e-4c53-9d8e-6b2b3f4c1a90" }),
});

/** The Partners tab's pages: numbered, newest first unless sorted by name. */
export const PARTNER_ORGANISATIONS_PAGE = { default: 20, max: 100 } as const;
export { PARTNER_ORGANISATION_SORTS, type PartnerOrganisationSort };

export const partnerOrganisationsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120)
    .optional()
    .openapi({ param: { name: "q", in: "query" }, description: "Part of a name, any case.", example: "acme" }),
  sort: z
    .enum(PARTNER_ORGANISATION_SORTS)
    .default("newest")
    .openapi({ param: { name: "sort", in: "query" }, example: "name" }),
  ...numberedPageQuery(PARTNER_ORGANISATIONS_PAGE),
});

export const partnerOrganisationsPageSchema = z
  .object({
    organisations: z.array(partnerOrganisationSchema),
    ...numberedPageAnswer(PARTNER_ORGANISATIONS_PAGE, {
      description: "Organisations over every page.",
      example: 42,
    }),
  })
  .openapi("PartnerOrganisationsPage");

export type OrganisationsPage = z.infer<typeof partnerOrganisationsPageSchema>;
