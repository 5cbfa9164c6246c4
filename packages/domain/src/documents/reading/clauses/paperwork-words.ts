import { AMOUNT } from "./entry";

/** The papers a carrier sends to be paid. */
export const PAPER = String.raw`\b(?:pods?|proofs? of delivery|bols?|b/l|bills? of lading|delivery receipts?|paperwork|documents?|documentation|invoices?|originals?|lumper receipts?|freight bills?|rate con(?:firmation)?s?|receipts)\b`;
/** Words every PAPER contains, and every AMOUNT (for the entries' cues). */
export const PAPER_CUES = [
  "pod",
  "proof",
  "bol",
  "b/l",
  "bill",
  "receipt",
  "paperwork",
  "document",
  "invoice",
  "original",
  "rate con",
];
export const AMOUNT_CUES = ["$", "%", "percent"];
/** A deadline missed, or papers not sent: what the loss of pay follows from. */
export const LATE =
  /\b(?:within|after|later than|more than|beyond|exceed\w*|fail\w*|late|not (?:received|submitted|provided|sent|returned)|missing|no later|absent|without)\b/;
/** Lateness only ("within 30 days" alone is a payment term, not a penalty). */
export const LATE_ONLY =
  /\bwithin\b.*\b(?:or|otherwise|else)\b|\b(?:after|later than|more than|beyond|exceed\w*|fail\w*|late|not (?:received|submitted|provided|sent|returned)|missing|absent|without)\b/;
/** A fee the carrier chooses (quick pay) is not a penalty. */
export const OPTED_FEE = /\b(?:quick ?pay|quickpay|fast ?pay|early pay\w*|same[- ]day pay\w*|factoring)\b/;
/** Money paid to the carrier (detention, TONU, layover, a late fee the broker pays) is the carrier's pay, not a fine. */
export const PAID_TO_CARRIER =
  /\b(?:paid to (?:the )?carrier|payable to (?:the )?carrier|carrier (?:will|shall) (?:be paid|receive|earn)|(?:broker|company) (?:will |shall )?pays?\b[^;]{0,40}\b(?:late fee|interest)|tonu|truck ordered not used|(?:detention|layover) (?:is |will be )?(?:paid|pays))\b/;
/** Neither a fee the carrier chose nor money paid to it. */
export const NOT_A_PENALTY = new RegExp(`${OPTED_FEE.source}|${PAID_TO_CARRIER.source}`);
/** A fixed amount taken from the pay: "$100 deduction", "a fine of $250", "$50 will be deducted", "reduced by 10%". */
export const PENALTY =
  String.raw`(?:${AMOUNT}(?: [^ ]+){0,3}? (?:fines?|penalt(?:y|ies)|deductions?|fees?|charges?|chargebacks?|charge-?backs?|reductions?|back-?charges?)\b` +
  String.raw`|\b(?:fines?|penalt(?:y|ies)|deductions?|chargebacks?|charge backs?|reductions?)(?: of)? (?:up to )?${AMOUNT}` +
  String.raw`|${AMOUNT}(?: [^ ]+){0,4}? (?:will|shall|may) be (?:deducted|charged|withheld|assessed|charged back|backcharged|fined|subtracted)\b` +
  String.raw`|\b(?:deduct|fine|fined|assess|charge|withhold|reduce|subtract|back-?charge)\w*(?: [^ ]+){0,4}? ${AMOUNT})`;
