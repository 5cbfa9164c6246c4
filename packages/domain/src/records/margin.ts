import { centsToDollars } from "../money";

export interface BrokerMargin {
  /** What the shipper paid for the load, per the broker's record: the true rate, US dollars. */
  trueRate: number;
  /** What the carrier was paid, US dollars. */
  carrierRate: number;
  /** trueRate − carrierRate, US dollars (negative when the broker lost money on the load). */
  amount: number;
  /** The margin as a share of what the shipper paid, in percent to one decimal. */
  percent: number;
}

/** The broker's margin on a load: the true rate from the record beside the carrier's rate. */
export function brokerMargin(trueRateCents: number, carrierRateCents: number): BrokerMargin | null {
  if (!(trueRateCents > 0) || !Number.isFinite(carrierRateCents)) return null;
  const amountCents = trueRateCents - carrierRateCents;
  return {
    trueRate: centsToDollars(trueRateCents),
    carrierRate: centsToDollars(carrierRateCents),
    amount: centsToDollars(amountCents),
    percent: Math.round((amountCents / trueRateCents) * 1000) / 10,
  };
}
