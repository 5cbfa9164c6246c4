// The payment dates a push may carry per load (`invoicedOn`, `paidOn`): checked with the portal's
// rules and messages (domain/brokers/payment-dates.ts), written with the load, audited per change.
import {
  invoicedOnSchema,
  PAYMENT_DATE_MESSAGES,
  paidOnSchema,
  paymentDateErrors,
} from "@truerate/domain/brokers/payment-dates";
import type { FieldErrors } from "../../../core/errors";
import { insertAuditSelectSql } from "../../../db/queries/audit";

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

const pushed = (name: string) => `json_extract(changed.value, '$.payment.${name}')`;
const hasPayment = "json_type(changed.value, '$.payment') IS NOT NULL";

/**
 * The SET clause of a pushed update: dates given replace the stored ones; a payment, or clearing
 * the invoice, ends a "not paid" report, which otherwise stays.
 */
export const UPDATE_PAYMENT_SET = `invoiced_on = iif(${hasPayment}, ${pushed("invoicedOn")}, invoiced_on),
    paid_on = iif(${hasPayment}, ${pushed("paidOn")}, paid_on),
    not_paid_reported_on = iif(${hasPayment} AND (${pushed("paidOn")} IS NOT NULL OR ${pushed("invoicedOn")} IS NULL),
      NULL, not_paid_reported_on)`;

const item = (name: string) => `json_extract(p.value, '$.${name}')`;

/**
 * Raw: json_each bulk, through the audit module: one audit row per load whose dates a push sets or changes (?1: `{ auditId, loadId, created,
 * invoicedOn, paidOn }` items; ?2 the carrier account, ?3 the organisation, ?4 request, ?5 time).
 * Runs after the insert and before the update of the same batch, so `before` is the stored row.
 */
export const INSERT_PAYMENT_AUDIT_SQL =
  insertAuditSelectSql(`SELECT ${item("auditId")}, ?2, 'load.payment_recorded', 'load', loads.id,
    json_object(
      'before', iif(${item("created")}, json_object('invoicedOn', NULL, 'paidOn', NULL, 'notPaidReportedOn', NULL),
        json_object('invoicedOn', loads.invoiced_on, 'paidOn', loads.paid_on, 'notPaidReportedOn', loads.not_paid_reported_on)),
      'after', json_object('invoicedOn', ${item("invoicedOn")}, 'paidOn', ${item("paidOn")}),
      'partnerOrganisationId', ?3),
    ?4, ?5
  FROM json_each(?1) AS p JOIN loads ON loads.id = ${item("loadId")}
  WHERE iif(${item("created")}, ${item("invoicedOn")} IS NOT NULL OR ${item("paidOn")} IS NOT NULL,
    loads.invoiced_on IS NOT ${item("invoicedOn")} OR loads.paid_on IS NOT ${item("paidOn")})`);
