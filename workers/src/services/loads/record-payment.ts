import { paymentDateErrors } from "@truerate/domain/brokers/payment-dates";
import { todayInNewYork } from "@truerate/domain/validation/input";
import { notFound, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { ownedLoadDate, paymentAuditSource, setLoadPayment } from "../../db/queries/loads";
import { actorOf, LOAD_ACCESS_MESSAGES } from "../access/loads";
import { auditRecordFrom } from "../audit/audit";
import { type LoadPaymentView, loadPaymentView } from "./payment-view";

export interface RecordPaymentInput {
  loadId: string;
  invoicedOn: string | null;
  paidOn: string | null;
  notPaid: boolean;
}

/**
 * The carrier who owns a load records when it invoiced the broker and when it was paid (or that it
 * was not paid). Any other caller's id answers the same 404 as an unknown one. Dates are checked
 * against the load's date and today in New York (domain/brokers/payment-dates.ts). Evidence is
 * never lost: each change writes an audit row with the dates before and after, selected from the
 * owned row in the same batch as the update, so the two cannot disagree.
 */
export async function recordLoadPayment(ctx: ServiceContext, input: RecordPaymentInput): Promise<LoadPaymentView> {
  const actor = actorOf(ctx);
  const load = await ownedLoadDate(ctx.db, input.loadId, actor.userId);
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);

  const today = todayInNewYork(new Date(ctx.now()));
  const errors = paymentDateErrors({ loadDate: load.date, ...input }, today);
  const first = Object.values(errors)[0]?.[0];
  if (first) throw validationFailed(first, errors);

  const notPaid = input.notPaid ? 1 : 0;
  const after = [input.invoicedOn, input.paidOn, notPaid, today];
  const { details, from } = paymentAuditSource({ id: input.loadId, userId: actor.userId, after });
  const row = await setLoadPayment(ctx.env.DB, {
    audit: auditRecordFrom(ctx, { entry: { action: "load.payment_recorded", entityType: "load", details }, from }),
    id: input.loadId,
    userId: actor.userId,
    invoicedOn: input.invoicedOn,
    paidOn: input.paidOn,
    notPaid,
    today,
  });
  // Deleted between the read and the write: as unknown as any other id.
  if (!row) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  return loadPaymentView(row);
}
