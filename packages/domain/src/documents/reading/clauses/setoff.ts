import { type ClauseEntry, compile, gap } from "./entry";

/**
 * Set-off: the broker takes what it says the carrier owes (a claim, a loss, a charge, on this load
 * or another) out of the pay for this load. "Offset" or "set off" is set-off by definition; a
 * deduction or a hold-back is one only when it reaches beyond this load's own pay: other loads, any
 * amount the carrier owes, any claim. A claim on this load alone, or a fee, is not.
 */

const SETOFF_EXPLANATION =
  "This sentence lets the broker take money it says you owe (for a cargo claim, a loss or a charge, even on another " +
  "load) out of what it owes you for this load, without the claim being settled first. You may be paid less than " +
  "the rate on this confirmation. TrueRate cannot give legal advice; a transportation attorney can tell you what it " +
  "means for you.";

/** The broker (or the company issuing the confirmation) as the one that takes the money. */
const BROKER = String.raw`\b(?:broker|company)\b(?!'s)${gap(60)}`;
const OFFSET = String.raw`\b(?:offset|off-set|set off|set-off|setoff|sets off|setting off|recoup|recoupment|net out)\w*`;
const DEDUCT = String.raw`\b(?:deduct|withhold|charge back|chargeback|back-?charge|retain|hold back|hold|apply|recover|subtract)\w*`;
/** What the carrier owes, or a claim on any load: beyond this load's own pay. */
const WORDS = (count: number) => `(?: [^ ;]+){0,${count}}?`;
const MONEY = `(?:amounts?|sums?|monies|money|debts?|indebtedness|balances?|claims?|losses|damages|charges|overcharges|costs|fees|expenses|advances|overpayments?)`;
const CROSS =
  String.raw`(?:\b(?:any|all|other|another|prior|previous|past|future|unrelated|separate|different)${WORDS(2)} (?:loads?|shipments?|rate confirmations?|transactions?|invoices?|orders?|agreements?)\b` +
  String.raw`|\bthis or any\b` +
  String.raw`|\b(?:any|all)(?: and all)? ${MONEY}${WORDS(4)} (?:owed|owing|due|payable|incurred)${WORDS(2)} (?:by|from) (?:the )?(?:motor )?carrier\b` +
  String.raw`|\b(?:owed|owing|due)(?: to)?(?: broker)? (?:by|from) (?:the )?(?:motor )?carrier\b|\bcarrier owes\b|\bcarrier's (?:debts?|indebtedness|obligations)\b` +
  String.raw`|\b(?:any|all)(?: and all)?(?: cargo| freight)? (?:claims?|losses|damages)\b)`;

const entry = (id: string, cues: ClauseEntry["cues"], description: string, source: string): ClauseEntry => ({
  id,
  cues,
  kind: "setoff",
  description,
  explanation: SETOFF_EXPLANATION,
  pattern: compile(source),
  scope: "clause",
  // A claim on this load only is the load's own liability, not a set-off (unless "this or any other").
  unless:
    /\b(?:claims?|loss|losses|damages?|shortages?)(?: [^ ;]+){0,3}? (?:on|for|to|of|under|arising from|arising out of) this (?:load|shipment)\b(?! or any)/,
});

export const SETOFF_ENTRIES: readonly ClauseEntry[] = [
  entry(
    "broker-may-offset",
    [
      ["broker", "company"],
      ["offset", "off-set", "set off", "set-off", "setoff", "sets off", "setting off", "recoup", "net out"],
    ],
    'The broker may offset or set off what the carrier owes against the carrier\'s pay: "Broker may offset any amounts owed by Carrier against amounts due Carrier", "Broker shall have the right of setoff".',
    `${BROKER}${OFFSET}`,
  ),
  entry(
    "broker-may-deduct-other-claims",
    [
      ["broker", "company"],
      [
        "deduct",
        "withhold",
        "charge back",
        "chargeback",
        "backcharge",
        "back-charge",
        "retain",
        "hold",
        "apply",
        "recover",
        "subtract",
      ],
    ],
    'The broker may deduct, withhold or charge back claims, losses or charges on any load, or any amount the carrier owes, from the carrier\'s pay: "Broker reserves the right to deduct cargo claims on any shipment from amounts due Carrier".',
    `${BROKER}${DEDUCT}${gap(120)}${CROSS}`,
  ),
  entry(
    "owed-amounts-may-be-offset",
    [
      [
        "offset",
        "set off",
        "set-off",
        "deducted",
        "withheld",
        "charged back",
        "recouped",
        "applied",
        "netted",
        "subtracted",
      ],
    ],
    'What the carrier owes, or claims on any load, "may be offset", "deducted" or "withheld" from its pay: "Any amounts owed by Carrier to Broker may be deducted from payments due Carrier under this or any other load".',
    String.raw`${CROSS}${gap(120)} (?:may|shall|will|can) (?:be|also be) (?:offset|set off|set-off|deducted|withheld|charged back|recouped|applied|netted|subtracted)\b`,
  ),
];
