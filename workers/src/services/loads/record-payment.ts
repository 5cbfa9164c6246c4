import { paymentDateErrors } from "@truerate/domain/brokers/payment-dates";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { and, eq } from "drizzle-orm";
import { notFound, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { loads } from "../../db/schema";
import { actorOf, LOAD_ACCESS_MESSAGES } from "../access/loads";
import { auditRecordFrom } from "../audit/audit";
import { type LoadPaymentView, loadPaymentView } from "./payment-view";

export interface RecordPaymentInput {
  loadId: string;
  invoicedOn: string | null;
  paidOn: string | null;
  notPaid: boolean;
}

/** The stored payment columns as JSON, from the row. */
const BEFORE = `json_object('invoicedOn', invoiced_on, 'paidOn', paid_on, 'notPaidReportedOn', not_paid_reported_on)`;
/** A report of "not paid" keeps the day it was first made; a paid date or untick clears it (?: notPaid, today). */
const NOT_PAID_ON = "iif(?, coalesce(not_paid_reported_on, ?), NULL)";
/** The new values as JSON (?: invoicedOn, paidOn, then NOT_PAID_ON's). */
const AFTER = `json_object('invoicedOn', ?, 'paidOn', ?, 'notPaidReportedOn', ${NOT_PAID_ON})`;
/** The owned load, while the new values differ from the stored ones (?: id, user, then AFTER's). */
const CHANGED_LOAD = `loads WHERE id = ? AND user_id = ? AND (invoiced_on IS NOT ? OR paid_on IS NOT ? OR not_paid_reported_on IS NOT ${NOT_PAID_ON})`;

/**
 * Raw: batched as a plain D1 statement after its audit row (audit.ts auditRecordFrom, which must
 * read the dates before it), the new "not paid" day computed from the stored one.
 */
const SET_PAYMENT_SQL = `UPDATE loads SET invoiced_on = ?3, paid_on = ?4, not_paid_reported_on = iif(?5, coalesce(not_paid_reported_on, ?6), NULL)
  WHERE id = ?1 AND user_id = ?2
  RETURNING invoiced_on AS invoicedOn, paid_on AS paidOn, not_paid_reported_on AS notPaidReportedOn`;

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
  const load = await ctx.db
    .select({ date: loads.date })
    .from(loads)
    .where(and(eq(loads.id, input.loadId), eq(loads.userId, actor.userId)))
    .get();
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);

  const today = todayInNewYork(new Date(ctx.now()));
  const errors = paymentDateErrors({ loadDate: load.date, ...input }, today);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationFailed(first, errors);

  const notPaid = input.notPaid ? 1 : 0;
  const after = [input.invoicedOn, input.paidOn, notPaid, today];
  const [, updated] = await db.batch([
    auditRecordFrom(ctx, {
      entry: {
        action: "load.payment_recorded",
        entityType: "load",
        details: `json_object('before', ${BEFORE}, 'after', ${AFTER})`,
      },
      from: { sql: CHANGED_LOAD, params: [...after, input.loadId, actor.userId, ...after] },
    }),
    db.prepare(SET_PAYMENT_SQL).bind(input.loadId, actor.userId, input.invoicedOn, input.paidOn, notPaid, today),
  ]);
  const row = updated?.results[0] as Parameters<typeof loadPaymentView>[0] | undefined;
  // Deleted between the read and the write: as unknown as any other id.
  if (!row) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  return loadPaymentView(row);
}
