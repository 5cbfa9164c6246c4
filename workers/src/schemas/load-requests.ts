// Shapes of the response-link routes: a broker without an account answers a load's 371.3 request.
import { z } from "@hono/zod-openapi";
import { LOAD_COMPLIANCE_STATUSES, LOAD_REQUEST_STATUSES } from "@truerate/domain/enums";
import { recordInputSchema } from "@truerate/domain/records/record-input";
import { loads } from "../db/schema";
import { fileField } from "./documents";
import { createSelectSchema } from "./from-table";
import { brokerRegistrationStatusSchema } from "./loads";

const loadColumns = createSelectSchema(loads).shape;

export const responseTokenParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(2048)
    .openapi({
      param: { name: "token", in: "path" },
      description: "The signed token of the e-mailed link (`/respond/{token}`): one load, one use, 14 days.",
      example: "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIuLi4ifQ.c2lnbmF0dXJl",
    }),
});

export const loadRequestViewSchema = z
  .object({
    loadId: z.string().openapi({ example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10" }),
    loadNumber: loadColumns.loadNumber.openapi({ example: "LD-20261123-01" }),
    date: loadColumns.date.openapi({ format: "date", example: "2026-11-23" }),
    pickupCity: loadColumns.pickupCity.openapi({ example: "Dallas" }),
    pickupState: loadColumns.pickupState.openapi({ example: "TX" }),
    deliveryCity: loadColumns.deliveryCity.openapi({ example: "Atlanta" }),
    deliveryState: loadColumns.deliveryState.openapi({ example: "GA" }),
    carrierName: z.string().nullable().openapi({ example: "Demo Trucking LLC" }),
    carrierMcNumber: z.string().nullable().openapi({ example: "MC654321" }),
    carrierRate: z
      .number()
      .openapi({ description: "What the carrier reported being paid, US dollars.", example: 2150 }),
    brokerName: loadColumns.brokerName.openapi({ example: "Unknown Haulers Inc" }),
    brokerEmail: loadColumns.brokerEmail.openapi({ example: "ops@unknown-haulers.test" }),
    brokerMcNumber: loadColumns.brokerMcNumber.openapi({ example: "MC7654321" }),
    brokerRegistrationStatus: brokerRegistrationStatusSchema,
    deadlineAt: z.string().openapi({ format: "date-time", description: "When the documents are due." }),
    complianceStatus: loadColumns.complianceStatus,
    requestStatus: z.enum(LOAD_REQUEST_STATUSES),
  })
  .openapi("LoadRequestView");

export const loadResponseFormSchema = recordInputSchema
  .extend({
    rateConfirmation: fileField.openapi({
      description: "The rate confirmation (required): PDF, DOC, DOCX, JPG or PNG, at most 10MB.",
    }),
    invoice: fileField.openapi({ description: "The invoice (optional), same rules." }),
    message: z.string().max(1000).optional().openapi({ description: "Shown to the carrier with the documents." }),
  })
  .openapi("LoadResponseForm");

export type LoadResponseForm = z.infer<typeof loadResponseFormSchema>;

export const loadResponseResultSchema = z
  .object({
    recordId: z.string(),
    complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES).openapi({
      description: "'compliant' when the answer came by the deadline, as for a registered broker's share.",
    }),
    documents: z.number().int().openapi({ description: "How many documents reached the carrier.", example: 2 }),
  })
  .openapi("LoadResponseResult");
