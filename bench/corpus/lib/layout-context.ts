// What every layout gets: the load, the way this document words things, and its terms sentences.
import type { FieldFacts } from "../../lib/reading-facts";
import type { Load } from "./load";
import { date, mcNumber, money, place, type Style } from "./wording";

export interface LayoutContext {
  load: Load;
  style: Style;
  /** Clause, near-miss and boilerplate sentences in the order the document prints them. */
  terms: string[];
  /** The day the broker issued the document (a date that is neither pickup nor delivery). */
  issued: string;
}

export function printers(context: LayoutContext) {
  const { style, load } = context;
  return {
    m: (amount: number) => money(amount, style.money),
    d: (iso: string) => date(iso, style.date),
    mc: (mc: string) => mcNumber(mc, style.mc),
    at: (stop: { city: string; state: string }) => place(stop.city, stop.state, style),
    charges: (): [string, number][] => [
      ["Line Haul", load.linehaul],
      ...(load.fuelSurcharge === null ? [] : ([["Fuel Surcharge", load.fuelSurcharge]] as [string, number][])),
      ...load.accessorials.map((extra): [string, number] => [extra.name, extra.amount]),
    ],
  };
}

/** Everything a rate confirmation states about the load. */
export function rateConfirmationFields(load: Load): FieldFacts {
  return {
    loadNumber: load.loadNumber,
    brokerName: load.broker.name,
    brokerMcNumber: load.broker.mc,
    carrierName: load.carrier.name,
    carrierMcNumber: load.carrier.mc,
    pickup: { city: load.pickup.city, state: load.pickup.state, date: load.pickup.date },
    delivery: { city: load.delivery.city, state: load.delivery.state, date: load.delivery.date },
    linehaul: load.linehaul,
    fuelSurcharge: load.fuelSurcharge,
    accessorials: load.accessorials.map((extra) => ({ ...extra })),
    total: load.total,
    paymentTerms: load.paymentTerms,
  };
}
