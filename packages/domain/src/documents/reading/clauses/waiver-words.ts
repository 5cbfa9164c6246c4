import { gap, TURN_WORDS } from "./entry";

/** The carrier as the party that gives a right up: no broker as the subject, no negation before the verb. */
export const CARRIER = String.raw`\b(?:motor )?carrier\b(?:(?! (?:broker\b(?!'s)|(?:not|no|never|nothing|neither|nor|cannot)\b))[^;]){0,80}?`;
/** Both parties, or each of them, as the ones giving the right up (a mutual waiver). */
export const PARTIES = String.raw`\b(?:carrier and broker|broker and carrier|(?:the|both|all) parties(?: hereto| to this (?:agreement|contract|confirmation))?|each(?: of the)? part(?:y|ies)(?: hereto)?)\b${gap(60)}`;
export const WAIVE = String.raw`\bwaiv(?:e|es|ed|ing)\b`;
export const GIVE_UP = String.raw`\b(?:relinquish|surrender|forfeit|forgo|forego|give up|gives up|giving up|abandon|renounce|release)\w*`;
export const RIGHT = String.raw`\b(?:rights?|entitlements?|claims?|privileges?|protections?|benefits?|provisions?|remed(?:y|ies)|requirements?)\b`;
export const REVIEW = String.raw`\b(?:review|audit|inspect|examin|access|request|receiv|obtain|demand|seek|copy|copies|see|know|learn|disclos|inquir|ask)\w*`;
/** Between a right and the record, no other thing waived: "waives any claim for detention ... in Broker's records". */
export const TO_RECORD = gap(
  100,
  `${TURN_WORDS}|detention|layover|lumper|demurrage|jury|trial|subrogation|shortages?|damages?|cargo|loss|accessorials?|tonu|claims? against`,
);
/** The broker's record of the load, or the rule that makes it. */
export const RECORDS = String.raw`(?:\brecords?\b|\bbooks\b|\b371\.3|\bpart 371\b|(?:§|\bsection|\bsec\.) ?371\b)`;
/** What the shipper paid the broker, or the broker's pay for the load (part of the 371.3 record). */
export const PAY_INFO = String.raw`(?:\b(?:the )?(?:broker's|brokerage) (?:compensation|margin|revenue|profit|mark-?up|commission|fees?)\b|\b(?:rates?|amounts?|compensation|charges?|prices?|revenue|monies|money|sums?|fees?|what)\b(?: [^ ;]+){0,4}? (?:paid|pays|pay|charged|charges|charge|billed|bills|received|receives|collected|collects|invoiced|invoices)\b${gap(40)}\b(?:shippers?|customers?|consignors?|clients?|shipper's|customer's)\b|\b(?:shippers?|customers?)(?: [^ ;]+){0,2}? (?:paid|pays|was charged|is charged|is billed)\b|\b(?:shipper's|customer's) (?:rate|payment|price|charges)\b)`;
/** The record or the broker's pay: what the carrier's right to see is about. */
export const RECORD_OR_PAY = `(?:${RECORDS}|${PAY_INFO})`;
/** Part B of Subtitle IV of Title 49 of the U.S. Code, whose rights 49 U.S.C. § 14101(b) lets parties waive. */
export const PART_B = String.raw`(?:\btitle 49\b|\bsubtitle iv\b|\bpart b\b|\b14101\b|\bchapter 141\b|\b13101\b|\binterstate commerce commission termination act\b|\bicc termination act\b|\biccta\b)`;

/** The words each block needs, for the entries' cues (see ClauseEntry.cues). */
export const CUES = {
  carrier: ["carrier"],
  parties: ["carrier and broker", "broker and carrier", "parties", "each party"],
  giveUp: ["waiv", "relinq", "surrend", "forfeit", "forgo", "forego", "give", "giving", "abandon", "renounc", "releas"],
  right: ["right", "entitle", "claim", "privilege", "protection", "benefit", "provision", "remed", "requirement"],
  records: ["record", "book", "371"],
  recordOrPay: ["record", "book", "371", "broker's", "brokerage", "shipper", "customer", "consignor", "client"],
  pay: ["broker's", "brokerage", "shipper", "customer", "consignor", "client"],
  partB: ["title 49", "subtitle iv", "part b", "14101", "chapter 141", "13101", "termination act", "iccta"],
} as const;
