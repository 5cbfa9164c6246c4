import { type ClauseEntry, compile, gap } from "./entry";
import {
  CARRIER,
  CUES,
  GIVE_UP,
  PART_B,
  PARTIES,
  PAY_INFO,
  RECORD_OR_PAY,
  RECORDS,
  REVIEW,
  RIGHT,
  TO_RECORD,
  WAIVE,
} from "./waiver-words";

/**
 * The waiver of the broker's record (49 CFR 371.3). Every entry needs the carrier (or both parties)
 * as the one giving the right up, a verb of giving up or a refusal of the right, and an object that
 * is the broker's record, the rule, or what the shipper paid. A citation of the rule, a right the
 * carrier keeps, the broker waiving something or the carrier waiving something else matches none.
 */

const NOT_LEGAL_ADVICE =
  "TrueRate cannot give legal advice; a transportation attorney can tell you what it means for you.";
const RECORD_RULE =
  "The federal rule for brokers, 49 CFR 371.3, says the broker must keep a record of each load (among other things, " +
  "what the broker was paid for it and what you were paid) and that each party to the load has the right to review it.";

const RECORD_WAIVER = `${RECORD_RULE} This sentence tries to have you give that right up. ${NOT_LEGAL_ADVICE}`;
const PAY_WAIVER =
  `${RECORD_RULE} The broker's pay for the load is part of that record; this sentence tries to keep it from you, ` +
  `or to have you give up your right to see it. ${NOT_LEGAL_ADVICE}`;
const PART_B_WAIVER =
  "49 U.S.C. § 14101(b) lets a carrier and its customer agree in writing to give up rights and remedies under Part B " +
  "of Subtitle IV of Title 49 of the U.S. Code, the part of the law that the broker record rule (49 CFR 371.3) rests on. " +
  "Brokers cite a sentence like this one to say you have given up your right to review their record of the load, " +
  `among other rights. ${NOT_LEGAL_ADVICE}`;

/** Giving the right up: waive, or relinquish, surrender, forfeit, give up. */
const GIVES_UP = `(?:${WAIVE}|${GIVE_UP})`;
/** "waives 49 CFR 371.3", "waives the provisions of Part 371": the rule itself as the object. */
const THE_RULE = String.raw`${GIVES_UP} (?:any and all |all |the )?(?:(?:application|requirements|provisions|terms) of )?(?:49 c\.?f\.?r\.? ?)?${RECORDS}`;
/** Declared given up: "is hereby waived", "shall be deemed waived". */
const IS_WAIVED = String.raw` (?:is|are|shall be|will be|be|been|deemed|hereby) (?:hereby |expressly |irrevocably |fully |deemed |knowingly )*(?:waived|relinquished|surrendered|forfeited|released|given up)\b`;
/** Has no right: "shall have no right", "has no right", "shall not have any right". */
const HAS_NO = String.raw`\b(?:(?:shall|will) have no|ha(?:s|ve) no|(?:shall|will|does|do) not have (?:any|a|the))\b${gap(30)}${RIGHT}`;
const NOT_ENTITLED = String.raw`\b(?:is not|are not|shall not be|will not be|is in no way) entitled to\b`;

const entry = (
  id: string,
  cues: ClauseEntry["cues"],
  explanation: string,
  description: string,
  source: string,
): ClauseEntry => ({
  id,
  cues,
  kind: "waiver",
  description,
  explanation,
  pattern: compile(source),
  scope: "clause",
});

export const WAIVER_ENTRIES: readonly ClauseEntry[] = [
  entry(
    "parties-waive-record",
    [CUES.parties, CUES.giveUp, CUES.records],
    RECORD_WAIVER,
    'Both parties, or each of them, waive their rights under 49 CFR 371.3 (a mutual waiver still takes the carrier\'s right): "Carrier and Broker expressly waive any and all rights and remedies under 49 C.F.R. § 371.3".',
    `${PARTIES}(?:${GIVES_UP}${gap(60)}${RIGHT}${TO_RECORD}${RECORDS}|${THE_RULE})`,
  ),
  entry(
    "carrier-waives-right",
    [CUES.carrier, CUES.giveUp, CUES.records],
    RECORD_WAIVER,
    "The carrier waives a right (or the rule's provisions) to the broker's records or under 49 CFR 371.3: \"Carrier waives any right to review Broker's records under 49 CFR 371.3\".",
    `${CARRIER}(?:${WAIVE}${gap(60)}${RIGHT}${TO_RECORD}${RECORDS}|${THE_RULE})`,
  ),
  entry(
    "carrier-gives-up-right",
    [CUES.carrier, CUES.giveUp, CUES.right, CUES.records],
    RECORD_WAIVER,
    "The carrier relinquishes, surrenders, forfeits or gives up a right to the broker's records: \"Carrier hereby relinquishes any right to audit the broker's records\".",
    `${CARRIER}${GIVE_UP}${gap(60)}${RIGHT}${TO_RECORD}${RECORDS}`,
  ),
  entry(
    "waives-part-b",
    [CUES.giveUp, CUES.right, CUES.partB],
    PART_B_WAIVER,
    'The carrier (or both parties) waives rights and remedies under Title 49, Subtitle IV, Part B, as 49 U.S.C. § 14101(b) allows: "Carrier expressly waives any and all rights and remedies under Title 49, Subtitle IV, Part B of the U.S. Code to the extent they conflict with this Agreement".',
    `(?:${CARRIER}|${PARTIES})${GIVES_UP}${gap(60)}${RIGHT}${gap(120)}${PART_B}` +
      `|${PART_B}${gap(120)}(?:${CARRIER}|${PARTIES})${GIVES_UP}${gap(60)}${RIGHT}` +
      `|${RIGHT}${gap(60)}${PART_B}${gap(120)}${IS_WAIVED}`,
  ),
  entry(
    "carrier-waives-shipper-rate",
    [CUES.carrier, CUES.giveUp, CUES.right, CUES.pay],
    PAY_WAIVER,
    'The carrier waives a right to know what the shipper paid or what the broker earned: "Carrier waives any right to know the rate paid by the shipper", "Carrier acknowledges the rate Broker receives from the shipper is confidential and waives any right to it".',
    `${CARRIER}(?:${GIVES_UP}${gap(60)}${RIGHT}${TO_RECORD}${PAY_INFO}|${PAY_INFO}${gap(120)}${GIVES_UP}${gap(40)}${RIGHT})`,
  ),
  entry(
    "carrier-agrees-not-to-request",
    [CUES.carrier, ["agree", "covenant", "promise", "undertake", "acknowledge"], CUES.recordOrPay],
    RECORD_WAIVER,
    "The carrier agrees, covenants or promises not to request, review or audit the broker's records or compensation: \"Carrier agrees not to request Broker's records\".",
    String.raw`${CARRIER}\b(?:agree|covenant|promise|undertake|acknowledge)\w*,? (?:that it (?:will|shall|may) not|not to|never to|to not|to refrain from)\b${gap(30)}${REVIEW}${gap(80)}${RECORD_OR_PAY}`,
  ),
  entry(
    "carrier-has-no-right",
    [CUES.carrier, ["have no", "has no", "not have", "entitled"], CUES.recordOrPay],
    RECORD_WAIVER,
    'The carrier is said to have no right, or not to be entitled, to the broker\'s records or to what the shipper paid: "Carrier shall have no right to review the broker\'s records", "Carrier shall not be entitled to access Broker\'s records", "Carrier shall have no right to the amount Broker charges its customer".',
    String.raw`\b(?:motor )?carrier\b(?:(?! broker\b(?!'s))[^;]){0,40}?(?:${HAS_NO}${gap(100)}|${NOT_ENTITLED}${gap(100)})${RECORD_OR_PAY}`,
  ),
  entry(
    "carrier-shall-not-request",
    [CUES.carrier, ["not", "never"], CUES.recordOrPay],
    RECORD_WAIVER,
    "The carrier is told it shall not (or may not) request, review or audit the broker's records or compensation: \"Carrier shall not request or review the broker's records under 49 CFR 371.3\".",
    String.raw`${CARRIER}\b(?:shall|will|may|must|can) (?:not|never)\b${gap(30)}${REVIEW}${gap(80)}${RECORD_OR_PAY}`,
  ),
  entry(
    "carrier-right-is-waived",
    [
      CUES.carrier,
      CUES.right,
      CUES.recordOrPay,
      ["waived", "relinquished", "surrendered", "forfeited", "released", "given up"],
    ],
    RECORD_WAIVER,
    "The carrier's right to the records, or its rights under 49 CFR 371.3, are declared waived: \"Any right of Carrier to review Broker's records under 49 CFR 371.3 is hereby waived\".",
    String.raw`^(?=[^;]*\bcarrier\b)(?![^;]*\bbroker's rights?\b)[^;]*?${RIGHT}${gap(120)}${RECORD_OR_PAY}${gap(60)}${IS_WAIVED}`,
  ),
  entry(
    "pay-withheld-from-carrier",
    [CUES.carrier, CUES.recordOrPay],
    PAY_WAIVER,
    'The broker\'s records or pay are declared confidential and kept from the carrier, or the broker owes the carrier no disclosure: "The rate Broker charges the shipper is confidential and shall not be disclosed to Carrier", "Broker shall have no obligation to disclose its records to Carrier".',
    String.raw`${RECORD_OR_PAY}${gap(120)}\b(?:shall|will|may|must) (?:not|never) be (?:disclosed|provided|made available|shared|revealed|furnished|given)\b${gap(30)}\bto (?:the )?(?:motor )?carrier\b` +
      String.raw`|\bbroker\b(?!'s)${gap(40)}\b(?:(?:shall|will) (?:have|be under) no (?:obligation|duty) to|(?:is|shall be|will be) not (?:required|obligated) to|(?:is|shall|will) not be (?:required|obligated) to|need not|(?:shall|will) not) (?:disclose|provide|share|reveal|furnish|make available|give)\b(?: (?:to )?(?:the )?(?:motor )?carrier\b${gap(60)}${RECORD_OR_PAY}|${gap(60)}${RECORD_OR_PAY}${gap(60)}\bto (?:the )?(?:motor )?carrier\b)` +
      String.raw`|${RECORD_OR_PAY}${gap(120)}\b(?:motor )?carrier (?:shall|will|may) (?:not|never) (?:have (?:any )?access|be (?:given|provided|allowed|permitted)|be entitled|request|review|see|inspect|audit)\b`,
  ),
];
