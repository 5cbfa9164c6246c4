import { z } from "@hono/zod-openapi";

const day = (description: string, example: string | null) =>
  z.string().nullable().openapi({ format: "date", description, example });

/** A load's payment dates as its carrier recorded them (PUT /api/loads/{id}/payment). */
export const loadPaymentSchema = z
  .object({
    invoicedOn: day("When the carrier invoiced the broker; null until recorded.", "2026-11-03"),
    paidOn: day("When the broker paid; null while unpaid.", "2026-11-20"),
    notPaid: z.boolean().openapi({ description: "The carrier reported the load not paid.", example: false }),
    notPaidReportedOn: day("The day the carrier first reported it not paid; null unless reported.", null),
  })
  .openapi("LoadPayment", {
    description: "Counted in the broker's days to pay once invoiced (see recordLoadPayment).",
  });
