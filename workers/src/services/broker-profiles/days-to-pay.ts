import { DAYS_TO_PAY_WINDOW_DAYS, type DaysToPay, daysToPay } from "@truerate/domain/brokers/days-to-pay";
import { addDays } from "@truerate/domain/new-york-time";
import type { ServiceContext } from "../../core/service-context";
import { invoicedLoadsOfBroker, paymentLoadsOfBroker } from "../../db/queries/broker-profiles";

/**
 * A broker's days to pay on `today` (`YYYY-MM-DD`, New York): the domain rule over its counted
 * loads invoiced within the last DAYS_TO_PAY_WINDOW_DAYS days (the loads_broker_invoiced_idx range).
 */
export async function brokerDaysToPay(
  ctx: ServiceContext,
  { brokerKey, today }: { brokerKey: string; today: string },
): Promise<DaysToPay> {
  const rows = await invoicedLoadsOfBroker(ctx.db, {
    brokerKey,
    from: addDays(today, -DAYS_TO_PAY_WINDOW_DAYS),
    to: today,
  });
  return daysToPay(
    rows.map((row) => ({ ...row, notPaid: row.notPaidReportedOn !== null })),
    today,
  );
}

export interface PaymentEvent {
  loadId: string;
  carrierKey: string;
  invoicedOn: string;
  paidOn: string | null;
  notPaid: boolean;
}

/**
 * The payment reports behind a broker's figure: its counted loads invoiced on or after `sinceIso`
 * (a date or an instant; its `YYYY-MM-DD` is used), oldest invoice first. Carrier keys are not
 * anonymised here: the caller does that before a carrier sees them.
 */
export async function paymentEvents(
  ctx: ServiceContext,
  { brokerKey, sinceIso }: { brokerKey: string; sinceIso: string },
): Promise<PaymentEvent[]> {
  const rows = await paymentLoadsOfBroker(ctx.db, { brokerKey, since: sinceIso.slice(0, 10) });
  return rows.map(({ notPaidReportedOn, invoicedOn, ...row }) => ({
    ...row,
    invoicedOn: invoicedOn ?? "",
    notPaid: notPaidReportedOn !== null,
  }));
}
