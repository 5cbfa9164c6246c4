// The broker's record of a load (49 CFR 371.3 (a)(1)–(6) and the 2024 proposal's additions), as
// the response page and the broker's form post it. Plain zod: the portal shows the same messages.
import { z } from "zod";
import { dollarsToCents } from "../money";
import { blankToUndefined, numberInput, optionalCalendarDate, requiredText, trimmed } from "../validation/input";
import { MAX_DOLLARS, positiveDollars } from "../validation/money-input";

export const RECORD_MESSAGES = {
  consignor: "Please enter the consignor (shipper)",
  originatingCarrier: "Please enter the originating carrier",
  billOfLadingNumber: "Please enter the bill of lading or freight bill number",
  compensation: "Please enter the compensation received, greater than 0",
  payer: "Please enter who paid the compensation",
  amount: "Please enter an amount of 0 or more",
  date: "Please enter a valid date",
  paidBeforeLoad: "The date paid cannot be before the load date",
  itemizedCharges: "Each charge needs a description and an amount of 0 or more, one per line: description, amount",
} as const;

const nonNegativeDollars = (message: string) =>
  z.preprocess(
    numberInput,
    z.number({ error: message }).min(0, { error: message }).max(MAX_DOLLARS, { error: message }),
  );

const optionalText = (maxLength: number) =>
  z.preprocess(blankToUndefined, z.preprocess(trimmed, z.string().max(maxLength)).optional());

/** A charge line "Fuel surcharge, 150.00"; a JSON post may send the objects themselves. */
const chargeSchema = z.object({
  description: z.string().trim().min(1, { error: RECORD_MESSAGES.itemizedCharges }).max(200),
  amount: z
    .number({ error: RECORD_MESSAGES.itemizedCharges })
    .min(0, { error: RECORD_MESSAGES.itemizedCharges })
    .max(MAX_DOLLARS, { error: RECORD_MESSAGES.itemizedCharges }),
});

function chargeLines(value: unknown): unknown {
  if (typeof value !== "string") return value ?? [];
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const comma = line.lastIndexOf(",");
      if (comma < 0) return { description: line, amount: Number.NaN };
      return { description: line.slice(0, comma).trim(), amount: numberInput(line.slice(comma + 1)) };
    });
}

const itemizedCharges = z.preprocess(
  chargeLines,
  z.array(chargeSchema, { error: RECORD_MESSAGES.itemizedCharges }).max(50, { error: RECORD_MESSAGES.itemizedCharges }),
);

export const recordInputSchema = z.object({
  consignor: requiredText(RECORD_MESSAGES.consignor).meta({ example: "Acme Foods Inc." }),
  originatingCarrier: requiredText(RECORD_MESSAGES.originatingCarrier).meta({ example: "Demo Trucking LLC" }),
  billOfLadingNumber: requiredText(RECORD_MESSAGES.billOfLadingNumber, 100).meta({ example: "BOL-778812" }),
  compensation: positiveDollars(RECORD_MESSAGES.compensation).meta({
    description: "What the broker received for the load (the shipper's payment), US dollars: the true rate.",
    example: 2600,
  }),
  payer: requiredText(RECORD_MESSAGES.payer).meta({ example: "Acme Foods Inc." }),
  nonBrokerageServices: optionalText(1000).meta({ description: "Services other than brokerage, if any." }),
  nonBrokerageCharges: z
    .preprocess(numberInput, nonNegativeDollars(RECORD_MESSAGES.amount).optional())
    .meta({ description: "What those services were charged, US dollars.", example: 0 }),
  freightChargesCollected: nonNegativeDollars(RECORD_MESSAGES.amount).meta({
    description: "Freight charges collected, US dollars.",
    example: 2600,
  }),
  carrierPaid: z
    .preprocess(numberInput, nonNegativeDollars(RECORD_MESSAGES.amount).optional())
    .meta({ description: "What the broker paid the carrier, US dollars.", example: 2150 }),
  carrierPaidOn: optionalCalendarDate(RECORD_MESSAGES.date).meta({
    description: "The date the carrier was paid, YYYY-MM-DD; not before the load date.",
    example: "2026-11-30",
  }),
  shipperPaidOn: optionalCalendarDate(RECORD_MESSAGES.date).meta({
    description: "The date the shipper paid the broker, YYYY-MM-DD; not before the load date.",
    example: "2026-11-28",
  }),
  itemizedCharges: itemizedCharges.meta({
    description: "Itemised charges: one 'description, amount' per line, or a JSON array of { description, amount }.",
    example: [
      { description: "Line haul", amount: 2300 },
      { description: "Fuel surcharge", amount: 300 },
    ],
  }),
  claims: optionalText(2000).meta({ description: "Claims on the load, if any." }),
});

export type RecordInput = z.output<typeof recordInputSchema>;

/** Payment dates cannot precede the load: a field error per offending date, empty when fine. */
export function recordDateErrors(record: Pick<RecordInput, "carrierPaidOn" | "shipperPaidOn">, loadDate: string) {
  const errors: Record<string, string[]> = {};
  for (const field of ["carrierPaidOn", "shipperPaidOn"] as const) {
    const date = record[field];
    if (date && date < loadDate) errors[field] = [RECORD_MESSAGES.paidBeforeLoad];
  }
  return errors;
}

/** The record's money as stored: integer cents. */
export function recordCents(record: RecordInput) {
  const cents = (dollars: number | undefined) => (dollars === undefined ? null : dollarsToCents(dollars));
  return {
    compensationCents: dollarsToCents(record.compensation),
    nonBrokerageChargesCents: cents(record.nonBrokerageCharges),
    freightChargesCollectedCents: dollarsToCents(record.freightChargesCollected),
    carrierPaidCents: cents(record.carrierPaid),
    itemizedCharges: record.itemizedCharges.map((charge) => ({
      description: charge.description,
      amountCents: dollarsToCents(charge.amount),
    })),
  };
}
