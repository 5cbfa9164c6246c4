/**
 * The document match: the broker and carrier a rate confirmation prints, against the load's broker and
 * the carrier's own company. Another carrier's MC or name on the carrier's rate confirmation is the
 * double-brokering signal: the load was booked to someone else and passed on.
 */
import { sameCompany } from "../../documents/reading/text-matching";
import type { CompanyKind } from "../../enums";
import type { IdentityCheck, IdentityEvidence } from "./schema";
import { evidence, LOAD_SOURCE, rateConfirmationSource } from "./sources";

/** A value printed on the document and its page (a reading's field). */
export interface PrintedValue {
  value: string;
  page: number;
}

export interface DocumentMatchInput {
  /** The latest reading of the load's rate confirmation; null when none has been read. */
  printed: {
    brokerName: PrintedValue | null;
    brokerMcNumber: PrintedValue | null;
    carrierName: PrintedValue | null;
    carrierMcNumber: PrintedValue | null;
  } | null;
  load: { brokerName: string; brokerMcNumber: string | null };
  /** The carrier's own company, as its account or the registry gives it; null fields when unknown. */
  carrier: { name: string | null; mcNumber: string | null; source: string };
}

type Outcome = IdentityCheck["outcome"];
interface Finding {
  outcome: Outcome;
  sentence: string;
}

/** MC numbers compare by their digits: "MC-0123456" is MC123456. */
const mcDigits = (mc: string) => mc.replace(/\D/g, "").replace(/^0+/, "");

function compare(
  party: CompanyKind,
  printed: { name: PrintedValue | null; mc: PrintedValue | null },
  expected: { name: string | null; mc: string | null; source: string },
  items: IdentityEvidence[],
): Finding | null {
  const Party = party === "broker" ? "Broker" : "Carrier";
  for (const [what, value] of [
    ["name", printed.name],
    ["MC", printed.mc],
  ] as const)
    if (value) items.push(evidence(`${Party} ${what} printed`, value.value, rateConfirmationSource(value.page)));
  if (expected.name) items.push(evidence(`${Party} name`, expected.name, expected.source));
  if (expected.mc) items.push(evidence(`${Party} MC`, expected.mc, expected.source));
  if (printed.mc && expected.mc) {
    if (mcDigits(printed.mc.value) !== mcDigits(expected.mc))
      return {
        outcome: "fail",
        sentence:
          party === "carrier"
            ? `The rate confirmation names another carrier's MC, ${printed.mc.value}, where this carrier's is ${expected.mc}: a sign the load was double-brokered.`
            : `The rate confirmation names broker MC ${printed.mc.value}, but the load names ${expected.mc}.`,
      };
    return null;
  }
  if (printed.name && expected.name && !sameCompany(printed.name.value, expected.name))
    return party === "carrier"
      ? {
          outcome: "fail",
          sentence: `The rate confirmation names another carrier, "${printed.name.value}", where this carrier is "${expected.name}": a sign the load was double-brokered.`,
        }
      : {
          outcome: "warn",
          sentence: `The rate confirmation names the broker "${printed.name.value}", but the load names "${expected.name}".`,
        };
  return null;
}

/** Whether anything printed could be compared with what is known. */
const comparable = (printed: PrintedValue | null, expected: string | null) => printed !== null && expected !== null;

export function documentMatchCheck(input: DocumentMatchInput): IdentityCheck {
  const result = (outcome: Outcome, sentence: string, items: IdentityEvidence[]) => ({
    kind: "document" as const,
    outcome,
    sentence,
    evidence: items,
  });
  const printed = input.printed;
  if (printed === null) return result("unknown", "No rate confirmation of this load has been read yet.", []);
  const items: IdentityEvidence[] = [];
  const findings = [
    compare(
      "carrier",
      { name: printed.carrierName, mc: printed.carrierMcNumber },
      { name: input.carrier.name, mc: input.carrier.mcNumber, source: input.carrier.source },
      items,
    ),
    compare(
      "broker",
      { name: printed.brokerName, mc: printed.brokerMcNumber },
      { name: input.load.brokerName, mc: input.load.brokerMcNumber, source: LOAD_SOURCE },
      items,
    ),
  ].filter((finding): finding is Finding => finding !== null);
  const fails = findings.filter((finding) => finding.outcome === "fail");
  const shown = fails.length > 0 ? fails : findings;
  if (shown.length > 0)
    return result(shown[0]?.outcome ?? "warn", shown.map((finding) => finding.sentence).join(" "), items);
  const compared =
    comparable(printed.carrierName, input.carrier.name) ||
    comparable(printed.carrierMcNumber, input.carrier.mcNumber) ||
    comparable(printed.brokerName, input.load.brokerName) ||
    comparable(printed.brokerMcNumber, input.load.brokerMcNumber);
  if (!compared)
    return result(
      "unknown",
      "The rate confirmation's reading gives no broker or carrier to compare with the load.",
      items,
    );
  return result("pass", "The broker and carrier the rate confirmation prints are the load's.", items);
}
