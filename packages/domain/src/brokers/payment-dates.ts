// When a carrier invoiced a load and when the broker paid it: the dates a carrier (or its partner's
// TMS) records, checked here once for every way in. Plain zod: the portal shows the same messages.
import { z } from "zod";
import { blankToUndefined, toCalendarDate } from "../validation/input";

export const PAYMENT_DATE_MESSAGES = {
  invoicedOn: "Invoice date must be a valid date",
  paidOn: "Paid date must be a valid date",
  notPaid: "Not paid must be true or false",
  invoicedBeforeLoad: "The invoice date cannot be before the load's date",
  invoicedInFuture: "The invoice date cannot be in the future",
  paidBeforeInvoiced: "The paid date cannot be before the invoice date",
  paidInFuture: "The paid date cannot be in the future",
  paidWithoutInvoice: "Enter the invoice date before the paid date",
  notPaidWithoutInvoice: "Enter the invoice date before reporting the load as not paid",
  paidAndNotPaid: "A load is either paid or not paid: clear the paid date or untick 'Not paid yet'",
  saved: "Payment dates saved",
  saveFailed: "Failed to save the payment dates",
} as const;

/** The fields a payment form or a push names, in the order a form shows them. */
export type PaymentDateField = "invoicedOn" | "paidOn" | "notPaid";
export type PaymentDateErrors = Partial<Record<PaymentDateField, string[]>>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` date, blank or null for "none"; anything else is refused with `message`. */
function nullableDate(message: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .transform((value, context) => {
        const date = ISO_DATE.test(value.trim()) ? toCalendarDate(value) : null;
        if (date === null) {
          context.addIssue({ code: "custom", message });
          return z.NEVER;
        }
        return date;
      })
      .optional(),
  );
}

/** A form's checkbox ("on"), a JSON boolean, or absent (false). */
const checkbox = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value === "false" || value === undefined ? false : value),
  z.boolean({ error: PAYMENT_DATE_MESSAGES.notPaid }),
);

export const invoicedOnSchema = nullableDate(PAYMENT_DATE_MESSAGES.invoicedOn);
export const paidOnSchema = nullableDate(PAYMENT_DATE_MESSAGES.paidOn);

/** The carrier's payment form and `PUT /api/loads/{id}/payment`: the shapes only; paymentDateErrors judges the dates. */
export const paymentDatesInputSchema = z.object({
  invoicedOn: invoicedOnSchema.meta({
    description:
      "When you invoiced the broker, YYYY-MM-DD: not before the load's date, not in the future. Null clears it.",
    example: "2026-11-03",
  }),
  paidOn: paidOnSchema.meta({
    description: "When the broker paid, YYYY-MM-DD: not before the invoice, not in the future. Null while unpaid.",
    example: "2026-11-20",
  }),
  notPaid: checkbox.optional().meta({
    description: "True to report the load not paid (with no paidOn); the day of the first report is kept.",
    example: false,
  }),
});

export type PaymentDatesInput = z.input<typeof paymentDatesInputSchema>;

export interface PaymentDates {
  /** The load's own date, `YYYY-MM-DD`: no invoice comes before the load moved. */
  loadDate: string;
  invoicedOn: string | null;
  paidOn: string | null;
  notPaid: boolean;
}

/**
 * What is wrong with a load's payment dates, per field; empty when nothing is. Dates are compared
 * as calendar days, `today` in New York (`YYYY-MM-DD`).
 */
export function paymentDateErrors(
  { loadDate, invoicedOn, paidOn, notPaid }: PaymentDates,
  today: string,
): PaymentDateErrors {
  const errors: PaymentDateErrors = {};
  const add = (field: PaymentDateField, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (invoicedOn !== null) {
    if (invoicedOn < loadDate) add("invoicedOn", PAYMENT_DATE_MESSAGES.invoicedBeforeLoad);
    if (invoicedOn > today) add("invoicedOn", PAYMENT_DATE_MESSAGES.invoicedInFuture);
  }
  if (paidOn !== null) {
    if (invoicedOn === null) add("paidOn", PAYMENT_DATE_MESSAGES.paidWithoutInvoice);
    else if (paidOn < invoicedOn) add("paidOn", PAYMENT_DATE_MESSAGES.paidBeforeInvoiced);
    if (paidOn > today) add("paidOn", PAYMENT_DATE_MESSAGES.paidInFuture);
    if (notPaid) add("notPaid", PAYMENT_DATE_MESSAGES.paidAndNotPaid);
  } else if (notPaid && invoicedOn === null) {
    add("notPaid", PAYMENT_DATE_MESSAGES.notPaidWithoutInvoice);
  }
  return errors;
}
