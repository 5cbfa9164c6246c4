// The payment dates a push may carry per load (`invoicedOn`, `paidOn`): checked with the portal's
// rules and messages (domain/brokers/payment-dates.ts), written with the load, audited per change.
import {
  invoicedOnSchema,
  PAYMENT_DATE_MESSAGES,
  paidOnSchema,
  paymentDateErrors,
} from "@truerate/domain/brokers/payment-dates";
import type { FieldErrors } from "../../../core/errors";

export interface PushedPayment {
  invoicedOn: string | null;
  paidOn: string | null;
}

/**
 * An item's payment dates: none when it names neither field (the stored dates stay), else both,
 * an absent one as null (the pushed pair replaces the stored one). `loadDate` is the item's date.
 */
export function pushedPayment(
  item: Record<string, unknown>,
  loadDate: string | null,
  today: string,
): { payment?: PushedPayment; errors: FieldErrors } {
  if (!("invoicedOn" in item) && !("paidOn" in item)) return { errors: {} };
  const invoiced = invoicedOnSchema.safeParse(item.invoicedOn);
  const paid = paidOnSchema.safeParse(item.paidOn);
  const errors: FieldErrors = {
    ...(invoiced.success ? {} : { invoicedOn: [PAYMENT_DATE_MESSAGES.invoicedOn] }),
    ...(paid.success ? {} : { paidOn: [PAYMENT_DATE_MESSAGES.paidOn] }),
  };
  if (!invoiced.success || !paid.success) return { errors };
  const payment = { invoicedOn: invoiced.data ?? null, paidOn: paid.data ?? null };
  // A load whose own date is wrong is already refused for it; its dates are judged against today.
  const judged = paymentDateErrors({ loadDate: loadDate ?? today, ...payment, notPaid: false }, today);
  return { payment, errors: judged as FieldErrors };
}
