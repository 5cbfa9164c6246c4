import { type ClauseEntry, compile, span } from "./entry";
import { AMOUNT_CUES, LATE, LATE_ONLY, NOT_A_PENALTY, PAPER, PAPER_CUES, PENALTY } from "./paperwork-words";

/**
 * Forfeiture: the carrier loses pay, or has it cut or held with no end, because its papers (POD,
 * BOL, invoice) come late or not at all. A payment term ("payment within 30 days of receipt of
 * POD") names no loss and matches none of these.
 */

const NOT_LEGAL_ADVICE =
  "TrueRate cannot give legal advice; a transportation attorney can tell you what it means for you.";

/** Pay lost: "forfeits payment", "will not be paid", "non-payment", "deemed waived". */
const LOSS = String.raw`(?:\bforfeit\w*|\b(?:will|shall|may) not be (?:paid|honou?red|processed for payment|issued|made|released|remitted)\b|\bno (?:obligation|duty) to pay\b|\bnot be (?:eligible|entitled) (?:for|to) (?:any )?(?:payment|compensation)\b|\bno (?:payment|compensation) (?:will|shall) be (?:made|issued|due|owed)\b|\bnon-?payment\b|\b(?:deemed|be) waived\b|\bwaives? (?:any |all |its )?(?:right to |claim (?:to|for) )?(?:payment|compensation|the freight charges)\b|\bpayment (?:will|shall|may) be (?:denied|refused|forfeited|voided|void)\b|\bnot (?:be )?(?:owed|due|payable)\b)`;
/** Pay held with no end: "withheld indefinitely", "held at Broker's sole discretion". */
const HELD = String.raw`\b(?:payment|pay|funds|compensation|freight charges)\b${span(60)}\b(?:withheld|held|delayed|suspended|on hold)\b${span(60)}\b(?:indefinitely|at (?:broker's|its|company's) (?:sole )?discretion)\b`;

const entry = (
  id: string,
  cues: ClauseEntry["cues"],
  description: string,
  explanation: string,
  source: string,
  requires: RegExp,
): ClauseEntry => ({
  id,
  cues,
  kind: "forfeiture",
  description,
  explanation,
  pattern: compile(source),
  scope: "sentence",
  requires,
  unless: NOT_A_PENALTY,
});

export const FORFEITURE_ENTRIES: readonly ClauseEntry[] = [
  entry(
    "late-paperwork-forfeits-pay",
    [PAPER_CUES, ["forfeit", "not", "payment", "waive", "no obligation", "no duty"]],
    'Late or missing paperwork costs the carrier its pay for the load: "POD must be received within 15 days of delivery or Carrier forfeits payment", "Invoices received more than 90 days after delivery will not be paid".',
    "This sentence says that if your paperwork (POD, BOL or invoice) reaches the broker late, or not at all, you are " +
      `not paid for the load at all, even though you delivered it. ${NOT_LEGAL_ADVICE}`,
    `${PAPER}${span(160)}${LOSS}|${LOSS}${span(160)}${PAPER}`,
    LATE,
  ),
  entry(
    "late-paperwork-deduction",
    [PAPER_CUES, AMOUNT_CUES],
    'Late or missing paperwork takes a fixed amount or a share off the carrier\'s pay: "Failure to submit original BOL within 30 days will result in a $100 deduction", "Paperwork received after 10 days is subject to a 5% reduction".',
    "This sentence takes money off your pay for the load if your paperwork (POD, BOL or invoice) reaches the broker " +
      `late or not at all. ${NOT_LEGAL_ADVICE}`,
    `${PAPER}${span(160)}${PENALTY}|${PENALTY}${span(160)}${PAPER}`,
    LATE_ONLY,
  ),
  entry(
    "pay-held-indefinitely",
    [["indefinitely", "discretion"]],
    'Pay is held with no end date, or at the broker\'s discretion, over paperwork: "Payment may be withheld indefinitely until all original paperwork is received".',
    "This sentence lets the broker hold your pay for the load with no end date (or for as long as it decides) over " +
      `paperwork. ${NOT_LEGAL_ADVICE}`,
    HELD,
    new RegExp(PAPER),
  ),
];
