import { sameCompany, statesBrokerName, statesLoadNumber } from "./text-matching";
import type { DocumentFields, ReadField } from "./types";

/**
 * A shared document's verification (docs/product.md's verificationStatus / verificationConfidence) from
 * its reading: the load number, the carrier pay (the total) and the broker read from the document
 * are compared with the load. Each agreeing fact earns its weight (number 40, pay 35, broker 25);
 * all three agree is `verified`, some `partial`, none `unverified`. Every check is listed with
 * what each side says, so the broker sees why a document is only partial and the carrier sees a
 * pay that differs from what it reported. When the fields do not name the load number or the
 * broker, the document's text stating them (anywhere, formatting aside) counts: a letterhead names
 * the broker without a label. The carrier pay is only ever taken from a field read as the total.
 */
export type VerificationStatus = "verified" | "partial" | "unverified";

export interface VerificationExpectation {
  loadNumber: string;
  rateCents: number;
  brokerName: string;
}

export interface ReadingCheck {
  field: "loadNumber" | "total" | "brokerName";
  expected: string;
  read: string | null;
  agrees: boolean;
  message: string;
}

export interface ReadingVerification {
  verificationStatus: VerificationStatus;
  /** 0–100. */
  verificationConfidence: number;
  checks: ReadingCheck[];
}

const WEIGHTS = { loadNumber: 40, total: 35, brokerName: 25 } as const;

const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Letters and digits only, upper case: "TR-4242" and "tr 4242" are the same load number. */
const comparableNumber = (value: string) => value.replace(/[^A-Za-z0-9]/g, "").toUpperCase();

function check(
  field: ReadingCheck["field"],
  label: string,
  expected: string,
  read: ReadField<unknown> | null,
  shown: string | null,
  agrees: boolean,
): ReadingCheck {
  if (!read || shown === null) {
    return { field, expected, read: null, agrees: false, message: `The document does not state the ${label}.` };
  }
  const message = agrees
    ? `The ${label} agrees (${shown}).`
    : `The ${label} on the document (${shown}) differs from the load's (${expected}).`;
  return { field, expected, read: shown, agrees, message };
}

/** What the text states, as a field: the expected value quoted as the document has it. */
const statedInText = (value: string): ReadField<string> => ({ value, confidence: 0.6, quote: value, page: 1 });

export function verifyReading(
  fields: DocumentFields | null,
  expected: VerificationExpectation,
  text: string | null = null,
): ReadingVerification {
  const loadNumber =
    fields?.loadNumber ??
    (text && statesLoadNumber(text, expected.loadNumber) ? statedInText(expected.loadNumber) : null);
  const total = fields?.total ?? null;
  const broker =
    fields?.brokerName ??
    (text && statesBrokerName(text, expected.brokerName) ? statedInText(expected.brokerName) : null);
  const totalCents = total ? Math.round(total.value * 100) : null;
  const checks = [
    check(
      "loadNumber",
      "load number",
      expected.loadNumber,
      loadNumber,
      loadNumber?.value ?? null,
      loadNumber !== null && comparableNumber(loadNumber.value) === comparableNumber(expected.loadNumber),
    ),
    check(
      "total",
      "carrier pay",
      dollars(expected.rateCents),
      total,
      totalCents === null ? null : dollars(totalCents),
      totalCents !== null && Math.abs(totalCents - expected.rateCents) <= 1,
    ),
    check(
      "brokerName",
      "broker",
      expected.brokerName,
      broker,
      broker?.value ?? null,
      broker !== null && sameCompany(broker.value, expected.brokerName),
    ),
  ];
  const confidence = checks.reduce((sum, item) => sum + (item.agrees ? WEIGHTS[item.field] : 0), 0);
  const agreeing = checks.filter((item) => item.agrees).length;
  const verificationStatus = agreeing === checks.length ? "verified" : agreeing > 0 ? "partial" : "unverified";
  return { verificationStatus, verificationConfidence: confidence, checks };
}
