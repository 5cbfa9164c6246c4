import { normalizeCompanyName } from "@truerate/domain/documents/reading/text-matching";
import type { DocumentFields, ReadField } from "@truerate/domain/documents/reading/types";

/**
 * The administrator's side-by-side check of one load: what the carrier entered, what the broker's
 * 371.3 record says and what its rate confirmations and invoices say, fact by fact. Pure, so the
 * evidence screen and the verification queue judge a load the same way.
 */
export type EvidenceFact = "carrierPay" | "shipperCharge" | "loadNumber" | "broker";
export type EvidenceSource = "load" | "record" | "rateConfirmation" | "invoice";

export interface EvidenceValue {
  source: EvidenceSource;
  /** Dollars for carrierPay and shipperCharge, text otherwise; null when the source does not state it. */
  value: number | string | null;
  quote?: string;
  page?: number;
  documentId?: string;
  /** Whether it states what the fact's first source (the load, or the record for the shipper's charge) states. */
  agreesWithReference: boolean;
}

export interface EvidenceComparison {
  fact: EvidenceFact;
  values: EvidenceValue[];
  /** Two or more sources state it and all state the same. */
  agrees: boolean;
  /** Some source states something else than the first (a source that states nothing is not counted). */
  disagrees: boolean;
}

export interface SuggestedTrueRate {
  /** Dollars: what the evidence says the shipper was charged. */
  amount: number;
  sources: EvidenceSource[];
  documentIds: string[];
  /** Two or more sources state this amount. */
  corroborated: boolean;
}

export interface EvidenceLoad {
  loadNumber: string;
  brokerName: string;
  rateCents: number;
}

export interface EvidenceRecord {
  compensationCents: number;
  carrierPaidCents: number | null;
}

export interface EvidenceReading {
  documentId: string;
  kind: "rateConfirmation" | "invoice";
  fields: DocumentFields | null;
}

export interface EvidenceJudgement {
  comparisons: EvidenceComparison[];
  suggestedTrueRate: SuggestedTrueRate | null;
  agreeing: number;
  disagreeing: number;
}

type Stated = Omit<EvidenceValue, "agreesWithReference">;
type Same = (a: number | string, b: number | string) => boolean;

const sameMoney: Same = (a, b) => typeof a === "number" && typeof b === "number" && Math.abs(a - b) <= 0.01;
const comparableNumber = (value: string) => value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();
const sameLoadNumber: Same = (a, b) => comparableNumber(String(a)) === comparableNumber(String(b));

/** "Acme Freight, LLC" and "ACME FREIGHT INC." are one company; "Acme Freightways" is not. */
const sameCompany: Same = (a, b) => {
  const left = normalizeCompanyName(String(a));
  const right = normalizeCompanyName(String(b));
  if (left === "" || right === "") return false;
  return left === right || ` ${left} `.includes(` ${right} `) || ` ${right} `.includes(` ${left} `);
};

const cents = (value: number) => Math.round(value * 100);
const dollars = (value: number) => cents(value) / 100;

function fromDocument<Value extends number | string>(
  reading: EvidenceReading,
  field: ReadField<Value> | null | undefined,
): Stated {
  const base = { source: reading.kind, documentId: reading.documentId } as const;
  if (!field) return { ...base, value: null };
  const value = typeof field.value === "number" ? dollars(field.value) : field.value;
  return { ...base, value, quote: field.quote, page: field.page };
}

function compare(fact: EvidenceFact, sources: Stated[], same: Same): EvidenceComparison {
  const reference = sources[0]?.value ?? null;
  const values = sources.map((item) => ({
    ...item,
    agreesWithReference: reference !== null && item.value !== null && same(reference, item.value),
  }));
  // A source that does not state the fact neither agrees nor disagrees: it is shown as not stated.
  const stated = values.filter((item) => item.value !== null);
  const disagrees = reference !== null && stated.some((item) => !item.agreesWithReference);
  return { fact, values, agrees: stated.length >= 2 && !disagrees && reference !== null, disagrees };
}

/** The amount most sources state the shipper was charged; on a tie, the record's. */
function suggestTrueRate(shipperCharge: EvidenceComparison): SuggestedTrueRate | null {
  const groups: { amount: number; values: EvidenceValue[] }[] = [];
  for (const item of shipperCharge.values) {
    if (typeof item.value !== "number" || !(item.value > 0)) continue;
    const amount = item.value;
    const group = groups.find((candidate) => sameMoney(candidate.amount, amount));
    if (group) group.values.push(item);
    else groups.push({ amount, values: [item] });
  }
  const [best] = groups.sort((a, b) => b.values.length - a.values.length);
  if (!best) return null;
  return {
    amount: best.amount,
    sources: [...new Set(best.values.map((item) => item.source))],
    documentIds: best.values.flatMap((item) => (item.documentId ? [item.documentId] : [])),
    corroborated: best.values.length >= 2,
  };
}

export function judgeEvidence(
  load: EvidenceLoad,
  record: EvidenceRecord | null,
  readings: readonly EvidenceReading[],
): EvidenceJudgement {
  const rateConfirmations = readings.filter((reading) => reading.kind === "rateConfirmation");
  const invoices = readings.filter((reading) => reading.kind === "invoice");
  const carrierPay = compare(
    "carrierPay",
    [
      { source: "load", value: dollars(load.rateCents / 100) },
      ...(record?.carrierPaidCents != null
        ? [{ source: "record" as const, value: record.carrierPaidCents / 100 }]
        : []),
      ...rateConfirmations.map((reading) => fromDocument(reading, reading.fields?.total)),
    ],
    sameMoney,
  );
  const shipperCharge = compare(
    "shipperCharge",
    [
      ...(record ? [{ source: "record" as const, value: record.compensationCents / 100 }] : []),
      ...invoices.map((reading) => fromDocument(reading, reading.fields?.total)),
    ],
    sameMoney,
  );
  const loadNumber = compare(
    "loadNumber",
    [{ source: "load", value: load.loadNumber }, ...readings.map((r) => fromDocument(r, r.fields?.loadNumber))],
    sameLoadNumber,
  );
  const broker = compare(
    "broker",
    [{ source: "load", value: load.brokerName }, ...readings.map((r) => fromDocument(r, r.fields?.brokerName))],
    sameCompany,
  );
  const comparisons = [carrierPay, shipperCharge, loadNumber, broker];
  return {
    comparisons,
    suggestedTrueRate: suggestTrueRate(shipperCharge),
    agreeing: comparisons.filter((item) => item.agrees).length,
    disagreeing: comparisons.filter((item) => item.disagrees).length,
  };
}

/** The queue's order: every compared fact agrees, then some agree, then the rest. */
export type EvidenceStanding = "agrees" | "partial" | "disagrees";

export function evidenceStanding(judgement: Pick<EvidenceJudgement, "agreeing" | "disagreeing">): EvidenceStanding {
  if (judgement.agreeing > 0 && judgement.disagreeing === 0) return "agrees";
  return judgement.agreeing > 0 ? "partial" : "disagrees";
}
