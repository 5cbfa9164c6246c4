// A broker's days to pay: from the invoice and payment dates carriers record on their loads, the
// median days from invoice to payment and the share paid within 30 days. A load still unpaid long
// after its invoice counts with the days elapsed so far (a lower bound): leaving it out would
// flatter exactly the brokers who do not pay.
import { differenceInCalendarDays, parseISO } from "date-fns";
import { z } from "zod";

/** A load invoiced this many days ago or more and not paid counts as unpaid. */
export const UNPAID_AFTER_DAYS = 30;
/** The share published is of loads paid within this many days of the invoice. */
export const PAID_WITHIN_DAYS = 30;
/** Published only from this many distinct carriers… */
export const MIN_PAY_CARRIERS = 3;
/** …and this many counted loads. */
export const MIN_PAY_LOADS = 7;
/** Loads invoiced within this many days count (services/broker-profiles/days-to-pay.ts reads this window). */
export const DAYS_TO_PAY_WINDOW_DAYS = 365;

/** The rule in one sentence, for the API's descriptions and the docs. */
export const DAYS_TO_PAY_RULE =
  "Days to pay is the median number of days from a carrier's invoice to the broker's payment, over the loads " +
  `invoiced in the last ${DAYS_TO_PAY_WINDOW_DAYS} days that count in published figures; a load invoiced ` +
  `${UNPAID_AFTER_DAYS} or more days ago and not paid (or reported not paid) counts with the days elapsed so far, ` +
  "so the median is then a lower bound, and a load invoiced more recently and not yet paid is awaiting and not " +
  `counted. The median and the share paid within ${PAID_WITHIN_DAYS} days are published only from at least ` +
  `${MIN_PAY_CARRIERS} distinct carriers and ${MIN_PAY_LOADS} counted loads.`;

export interface PaymentReport {
  /** The company that hauled the load (domain/reports/attribution.ts): publication counts companies. */
  carrierKey: string;
  invoicedOn: string | null;
  paidOn: string | null;
  notPaid?: boolean;
}

const countFields = {
  /** Counted loads: paid, plus unpaid past UNPAID_AFTER_DAYS. */
  loads: z.number().int(),
  /** Distinct carriers among the counted loads. */
  carriers: z.number().int(),
  /** Invoiced recently and not paid yet: not counted. */
  awaiting: z.number().int(),
};

export const withheldDaysToPaySchema = z.object({ published: z.literal(false), reason: z.string(), ...countFields });

export const publishedDaysToPaySchema = z.object({
  published: z.literal(true),
  /** Median days from invoice to payment (an unpaid load counts its days so far); .5 when the middle is a pair. */
  medianDays: z.number(),
  /** True when an unpaid load's elapsed days sit at or below the middle: the true median can only be higher. */
  medianIsLowerBound: z.boolean(),
  /** Share of the counted loads paid within PAID_WITHIN_DAYS of the invoice, 0–1. */
  paidWithin30Share: z.number().min(0).max(1),
  paid: z.number().int(),
  unpaid: z.number().int(),
  ...countFields,
});

export type DaysToPay = z.infer<typeof withheldDaysToPaySchema> | z.infer<typeof publishedDaysToPaySchema>;

/** Whole calendar days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

interface Counted {
  carrierKey: string;
  days: number;
  paid: boolean;
}

/** A report's standing on `today`: counted (with its days), awaiting, or not a payment report at all. */
export function classifyPayment(report: PaymentReport, today: string): Counted | "awaiting" | null {
  if (!report.invoicedOn || report.invoicedOn > today) return null;
  if (report.paidOn && !report.notPaid) {
    const days = daysBetween(report.invoicedOn, report.paidOn);
    return days >= 0 ? { carrierKey: report.carrierKey, days, paid: true } : null;
  }
  const elapsed = daysBetween(report.invoicedOn, today);
  return elapsed >= UNPAID_AFTER_DAYS ? { carrierKey: report.carrierKey, days: elapsed, paid: false } : "awaiting";
}

/** A broker's days to pay on `today` (`YYYY-MM-DD`), or why it is withheld. */
export function daysToPay(reports: readonly PaymentReport[], today: string): DaysToPay {
  const counted: Counted[] = [];
  let awaiting = 0;
  for (const report of reports) {
    const standing = classifyPayment(report, today);
    if (standing === "awaiting") awaiting += 1;
    else if (standing) counted.push(standing);
  }
  const counts: Pick<DaysToPay, "loads" | "carriers" | "awaiting"> = {
    loads: counted.length,
    carriers: new Set(counted.map((item) => item.carrierKey)).size,
    awaiting,
  };
  if (counts.carriers < MIN_PAY_CARRIERS || counts.loads < MIN_PAY_LOADS) {
    return {
      published: false,
      reason:
        `Not enough payment reports yet: days to pay is published from ${MIN_PAY_CARRIERS} carriers and ` +
        `${MIN_PAY_LOADS} loads, and this broker has ${plural(counts.carriers, "carrier")} and ` +
        `${plural(counts.loads, "load")}.`,
      ...counts,
    };
  }
  // At equal days a paid load sorts first: raising an unpaid one that ties the middle cannot move it.
  const sorted = [...counted].sort((a, b) => a.days - b.days || Number(b.paid) - Number(a.paid));
  const upper = Math.floor(sorted.length / 2);
  const middle = sorted.length % 2 === 1 ? [sorted[upper]] : [sorted[upper - 1], sorted[upper]];
  const medianDays = middle.reduce((sum, item) => sum + (item?.days ?? 0), 0) / middle.length;
  const paid = counted.filter((item) => item.paid);
  return {
    published: true,
    medianDays,
    medianIsLowerBound: sorted.slice(0, upper + 1).some((item) => !item.paid),
    paidWithin30Share: paid.filter((item) => item.days <= PAID_WITHIN_DAYS).length / counted.length,
    paid: paid.length,
    unpaid: counted.length - paid.length,
    ...counts,
  };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
