import { paymentDateErrors } from "@truerate/domain/brokers/payment-dates";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { notFound, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { actorOf, LOAD_ACCESS_MESSAGES } from "../access/loads";
import { type LoadPaymentView, loadPaymentView } from "./payment-view";

export interface RecordPaymentInput {
  loadId: string;
  invoicedOn: string | null;
  paidOn: string | null;
  notPaid: boolean;
}

/** The stored payment columns as JSON, from the row (`loads.`) or from the new values (?3–?5). */
const BEFORE = `json_object('invoicedOn', invoiced_on, 'paidOn', paid_on, 'notPaidReportedOn', not_paid_reported_on)`;
/** A report of "not paid" keeps the day it was first made; a paid date or untick clears it. */
const NOT_PAID_ON = "iif(?5, coalesce(not_paid_reported_on, ?6), NULL)";
const AFTER = `json_object('invoicedOn', ?3, 'paidOn', ?4, 'notPaidReportedOn', ${NOT_PAID_ON})`;
const CHANGED = `(invoiced_on IS NOT ?3 OR paid_on IS NOT ?4 OR not_paid_reported_on IS NOT ${NOT_PAID_ON})`;

/**
 * The carrier who owns a load records when it invoiced the broker and when it was paid (or that it
 * was not paid). Any other caller's id answers the same 404 as an unknown one. Dates are checked
 * against the load's date and today in New York (domain/brokers/payment-dates.ts). Evidence is
 * never lost: each change writes an audit row with the dates before and after, selected from the
 * owned row in the same batch as the update, so the two cannot disagree.
 */
export async function recordLoadPayment(ctx: ServiceContext, input: RecordPaymentInput): Promise<LoadPaymentView> {
  const actor = actorOf(ctx);
  const db = ctx.env.DB;
  const load = await db
    .prepare("SELECT date FROM loads WHERE id = ?1 AND user_id = ?2")
    .bind(input.loadId, actor.userId)
    .first<{ date: string }>();
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);

  const today = todayInNewYork(new Date(ctx.now()));
  const errors = paymentDateErrors({ loadDate: load.date, ...input }, today);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationFailed(first, errors);

  const values = [input.loadId, actor.userId, input.invoicedOn, input.paidOn, input.notPaid ? 1 : 0, today];
  const [, updated] = await db.batch([
    db
      .prepare(
        `INSERT INTO audit_log (id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at)
         SELECT ?7, ?2, 'load.payment_recorded', 'load', id, json_object('before', ${BEFORE}, 'after', ${AFTER}), ?8, ?9
         FROM loads WHERE id = ?1 AND user_id = ?2 AND ${CHANGED}`,
      )
      .bind(...values, crypto.randomUUID(), ctx.requestId, ctx.now()),
    db
      .prepare(
        `UPDATE loads SET invoiced_on = ?3, paid_on = ?4, not_paid_reported_on = ${NOT_PAID_ON}
         WHERE id = ?1 AND user_id = ?2
         RETURNING invoiced_on AS invoicedOn, paid_on AS paidOn, not_paid_reported_on AS notPaidReportedOn`,
      )
      .bind(...values),
  ]);
  const row = updated?.results[0] as Parameters<typeof loadPaymentView>[0] | undefined;
  // Deleted between the read and the write: as unknown as any other id.
  if (!row) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  return loadPaymentView(row);
}
