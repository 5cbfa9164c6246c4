import { DAYS_TO_PAY_WINDOW_DAYS, type DaysToPay, daysToPay } from "@truerate/domain/brokers/days-to-pay";
import { addDays } from "@truerate/domain/new-york-time";
import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loads } from "../../db/schema";

/** Only counted reports enter published figures; a held or rejected load's dates stay on the load. */
const countedFor = (brokerKey: string) => and(eq(loads.brokerKey, brokerKey), eq(loads.reviewStatus, "counted"));

/**
 * A broker's days to pay on `today` (`YYYY-MM-DD`, New York): the domain rule over its counted
 * loads invoiced within the last DAYS_TO_PAY_WINDOW_DAYS days (the loads_broker_invoiced_idx range).
 */
export async function brokerDaysToPay(db: Database, brokerKey: string, today: string): Promise<DaysToPay> {
  const rows = await db
    .select({
      carrierKey: loads.carrierKey,
      invoicedOn: loads.invoicedOn,
      paidOn: loads.paidOn,
      notPaidReportedOn: loads.notPaidReportedOn,
    })
    .from(loads)
    .where(
      and(
        countedFor(brokerKey),
        gte(loads.invoicedOn, addDays(today, -DAYS_TO_PAY_WINDOW_DAYS)),
        lte(loads.invoicedOn, today),
      ),
    );
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
export async function paymentEvents(db: Database, brokerKey: string, sinceIso: string): Promise<PaymentEvent[]> {
  const rows = await db
    .select({
      loadId: loads.id,
      carrierKey: loads.carrierKey,
      invoicedOn: loads.invoicedOn,
      paidOn: loads.paidOn,
      notPaidReportedOn: loads.notPaidReportedOn,
    })
    .from(loads)
    .where(and(countedFor(brokerKey), isNotNull(loads.invoicedOn), gte(loads.invoicedOn, sinceIso.slice(0, 10))))
    .orderBy(asc(loads.invoicedOn), asc(loads.id));
  return rows.map(({ notPaidReportedOn, invoicedOn, ...row }) => ({
    ...row,
    invoicedOn: invoicedOn ?? "",
    notPaid: notPaidReportedOn !== null,
  }));
}
