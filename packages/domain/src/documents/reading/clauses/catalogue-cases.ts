import type { ClauseKind } from "../types";

/**
 * The catalogue's proof, shared by its tests: real-world wordings of each kind (with the entry that
 * must name each) and the near-misses that must match nothing. docs/waiver-clauses.md lists them.
 */
export interface ClauseCase {
  kind: ClauseKind;
  patternId: string;
  sentence: string;
}

const cases = (kind: ClauseKind, rows: [string, string][]): ClauseCase[] =>
  rows.map(([patternId, sentence]) => ({ kind, patternId, sentence }));

/** The cases of the detector this module replaces (documents/waiver-clauses.test.ts), as they were. */
export const PORTED_WAIVER_CASES = cases("waiver", [
  ["carrier-waives-right", "Carrier waives any right to review Broker's records under 49 CFR 371.3 for this shipment."],
  ["carrier-waives-right", "By accepting this load, Carrier hereby waives its rights under 49 C.F.R. § 371.3."],
  [
    "carrier-waives-right",
    "Carrier expressly waives any and all rights it may have to inspect or copy the broker's transaction records.",
  ],
  ["carrier-gives-up-right", "Carrier hereby relinquishes any right to audit or review the broker's records."],
  ["carrier-gives-up-right", "The Carrier gives up its right to examine Broker's books and records for this load."],
  ["carrier-agrees-not-to-request", "Carrier agrees not to request any copies of the Broker's records."],
  [
    "carrier-agrees-not-to-request",
    "Carrier agrees that it will not audit or request the transaction records kept under 49 CFR Part 371.",
  ],
  ["carrier-shall-not-request", "Carrier shall not request or review the broker's records under 49 CFR 371.3."],
  ["carrier-has-no-right", "Carrier shall have no right to review the broker's records or transaction records."],
  ["carrier-has-no-right", "Carrier is not entitled to Broker's records of this transaction."],
  ["carrier-right-is-waived", "Any right of Carrier to review Broker's records under 49 CFR 371.3 is hereby waived."],
  ["carrier-waives-right", "CARRIER WAIVES ITS RIGHTS UNDER 49 C.F.R. § 371.3 TO THE FULLEST EXTENT ALLOWED."],
  ["carrier-waives-right", "Carrier\u2019s acceptance means Carrier waives all rights to Broker\u2019s records."],
]);

export const WAIVER_CASES: ClauseCase[] = [
  ...PORTED_WAIVER_CASES,
  ...cases("waiver", [
    [
      "parties-waive-record",
      "Carrier and Broker expressly waive any and all rights and remedies under 49 C.F.R. § 371.3.",
    ],
    ["parties-waive-record", "The parties waive the provisions of 49 CFR 371.3."],
    ["parties-waive-record", "Each party waives its right to review the other party's records under 49 CFR § 371.3."],
    [
      "parties-waive-record",
      "Broker and Carrier hereby knowingly waive the requirements of 49 C.F.R. Part 371 with respect to this shipment.",
    ],
    [
      "waives-part-b",
      "Carrier expressly waives any and all rights and remedies under Title 49, Subtitle IV, Part B of the U.S. Code to the extent they conflict with this Agreement, pursuant to 49 U.S.C. § 14101(b).",
    ],
    [
      "waives-part-b",
      "To the extent the terms of this Agreement conflict with 49 U.S.C. Subtitle IV, Part B, the parties expressly waive all rights and remedies thereunder pursuant to 49 U.S.C. § 14101(b)(1).",
    ],
    [
      "waives-part-b",
      "The Parties expressly waive any and all rights and remedies they may have under 49 U.S.C. § 13101 et seq.",
    ],
    [
      "waives-part-b",
      "All rights and remedies under 49 U.S.C. Subtitle IV, Part B are hereby waived to the extent they conflict with this Agreement.",
    ],
    ["carrier-waives-shipper-rate", "Carrier waives any right to know the rate paid by the shipper."],
    [
      "carrier-waives-shipper-rate",
      "Carrier acknowledges the rate Broker receives from the shipper is confidential and waives any right to it.",
    ],
    [
      "carrier-waives-shipper-rate",
      "Carrier hereby waives any right to disclosure of the amount Broker charges its customers for this load.",
    ],
    [
      "carrier-agrees-not-to-request",
      "Carrier agrees not to ask Broker or the shipper for the rate paid by the shipper.",
    ],
    [
      "carrier-agrees-not-to-request",
      "Carrier agrees that it will not request Broker's invoices to its customers or any other records of this transaction.",
    ],
    [
      "carrier-shall-not-request",
      "All rates and terms herein are confidential, and Carrier shall not request or seek disclosure of Broker's compensation or records.",
    ],
    ["carrier-shall-not-request", "Carrier shall not inquire about the rates Broker charges its customers."],
    [
      "carrier-shall-not-request",
      "Carrier shall keep the terms of this confirmation confidential and shall not request Broker's records or compensation.",
    ],
    ["carrier-has-no-right", "Carrier shall not be entitled to access Broker's records."],
    ["carrier-has-no-right", "Carrier shall have no right to the amount Broker charges its customer."],
    [
      "carrier-has-no-right",
      "Motor Carrier shall not be entitled to any information regarding the rate paid by the shipper to Broker.",
    ],
    [
      "pay-withheld-from-carrier",
      "The rate Broker charges the shipper is confidential and shall not be disclosed to Carrier.",
    ],
    [
      "pay-withheld-from-carrier",
      "Broker shall have no obligation to disclose its records or compensation to Carrier.",
    ],
    [
      "carrier-right-is-waived",
      "Carrier's right, if any, to review Broker's records pursuant to 49 C.F.R. § 371.3 is hereby expressly waived.",
    ],
    [
      "carrier-right-is-waived",
      "Any and all rights Carrier may have under 49 CFR 371.3 to review Broker's records are waived.",
    ],
    [
      "carrier-right-is-waived",
      "Carrier's rights to audit the records of Broker under 49 C.F.R. 371.3 shall be deemed waived by Carrier's acceptance of this load.",
    ],
    [
      "carrier-waives-right",
      "Carrier expressly waives, to the fullest extent permitted by law, any right to review or audit Broker's records pursuant to 49 C.F.R. § 371.3.",
    ],
    ["carrier-waives-right", "In consideration of Broker's services, Carrier waives all rights under 49 CFR Part 371."],
    [
      "carrier-waives-right",
      "Carrier hereby waives its right to receive a copy of the records maintained by Broker under 49 CFR 371.3(c).",
    ],
    ["carrier-has-no-right", "Carrier shall not be entitled to know what Broker charges the shipper."],
    ["carrier-waives-shipper-rate", "Carrier waives any right to the disclosure of Broker's compensation."],
    [
      "pay-withheld-from-carrier",
      "Broker's records of this transaction are confidential and Carrier shall not have access to them.",
    ],
  ]),
];

export const SETOFF_CASES = cases("setoff", [
  ["broker-may-offset", "Broker may offset any amounts owed by Carrier to Broker against any amounts due Carrier."],
  [
    "broker-may-offset",
    "Broker shall have the right to set off against any sums payable to Carrier any claims, losses or damages Broker has against Carrier.",
  ],
  ["broker-may-offset", "Company reserves the right of setoff for any debts of Carrier."],
  ["broker-may-offset", "Carrier agrees that Broker may set-off any claim amounts from any invoice."],
  [
    "broker-may-deduct-other-claims",
    "Broker reserves the right to deduct cargo claims on any shipment from amounts due Carrier.",
  ],
  [
    "broker-may-deduct-other-claims",
    "Broker may withhold payment on this load to satisfy any claims on other loads hauled by Carrier.",
  ],
  [
    "broker-may-deduct-other-claims",
    "Carrier authorizes Broker to deduct from its settlements any amounts Carrier owes Broker.",
  ],
  [
    "broker-may-deduct-other-claims",
    "Broker may charge back to Carrier any losses arising from any other rate confirmation.",
  ],
  ["owed-amounts-may-be-offset", "Claims on any shipment hauled by Carrier may be withheld from Carrier's settlement."],
  ["owed-amounts-may-be-offset", "All cargo claims may be deducted from freight charges due to Carrier."],
  [
    "broker-may-offset",
    "Any overcharges, cargo claims or other amounts due Broker from Carrier may be offset against sums due Carrier.",
  ],
  [
    "broker-may-deduct-other-claims",
    "Broker shall be entitled to deduct from any payment due to Carrier any amount Carrier owes to Broker or its customers.",
  ],
  [
    "broker-may-deduct-other-claims",
    "Carrier agrees that Broker may apply any funds due Carrier to any claims against Carrier.",
  ],
  [
    "broker-may-deduct-other-claims",
    "Broker may hold any payments due Carrier until all claims against Carrier are resolved.",
  ],
]);

export const FORFEITURE_CASES = cases("forfeiture", [
  ["late-paperwork-forfeits-pay", "POD must be received within 15 days of delivery or Carrier forfeits payment."],
  ["late-paperwork-forfeits-pay", "Invoices received more than 90 days after delivery will not be paid."],
  ["late-paperwork-forfeits-pay", "Failure to submit the original BOL within 30 days will result in non-payment."],
  [
    "late-paperwork-forfeits-pay",
    "Carrier's claim for freight charges shall be deemed waived if invoice and POD are not received within 120 days of delivery.",
  ],
  [
    "late-paperwork-forfeits-pay",
    "Carrier waives payment for any load whose paperwork is not received within 60 days.",
  ],
  ["late-paperwork-deduction", "Failure to submit original BOL within 30 days will result in a $100 deduction."],
  [
    "late-paperwork-deduction",
    "A $50 late paperwork fee will be charged if POD is not received within 48 hours of delivery.",
  ],
  ["late-paperwork-deduction", "Paperwork received after 10 days will be subject to a 5% reduction of the line haul."],
  ["late-paperwork-deduction", "Carrier will be charged $75 for each BOL that is missing or illegible."],
  ["pay-held-indefinitely", "Payment may be withheld indefinitely until all original paperwork is received."],
  [
    "late-paperwork-forfeits-pay",
    "Carrier must submit invoice and POD within 30 days of delivery; otherwise, Carrier waives its right to payment.",
  ],
  [
    "late-paperwork-forfeits-pay",
    "Carrier's failure to provide POD within 10 days shall result in forfeiture of the freight charges.",
  ],
  [
    "late-paperwork-deduction",
    "Original BOL and POD must be received within 30 days of delivery, or the freight bill will be reduced by $150.",
  ],
  ["pay-held-indefinitely", "Payment will be held at Broker's sole discretion until the original BOL is received."],
]);

export const FINE_CASES = cases("fine", [
  ["missed-check-call-fine", "$100 will be deducted for each missed check call."],
  ["missed-check-call-fine", "Failure to provide check calls will result in a $100 deduction per occurrence."],
  ["missed-check-call-fine", "Missed check calls: $50 fine each."],
  ["missed-check-call-fine", "Check calls not made by 10 AM daily will be charged back at $25 per call."],
  ["late-arrival-fine", "Late delivery will result in a $250 fine."],
  ["late-arrival-fine", "Carrier will be fined $150 for late pickup."],
  ["late-arrival-fine", "Late arrival to shipper or consignee will result in a 10% reduction of the rate."],
  ["late-arrival-fine", "If the driver arrives late to the appointment, a $200 service failure fee will be deducted."],
  ["tracking-fine", "A $50 penalty applies if tracking is not accepted."],
  ["tracking-fine", "Broker will deduct $75 if Carrier fails to accept MacroPoint tracking."],
  ["tracking-fine", "No ELD tracking: $200 chargeback."],
  ["tracking-fine", "Loads not tracking on MacroPoint are subject to a $150 fee."],
  ["missed-check-call-fine", "If the driver fails to check in with the tracking app, Carrier will be fined $50."],
  [
    "late-arrival-fine",
    "Carrier will be charged $250 if the driver is late to pickup or delivery without prior notice.",
  ],
  ["late-arrival-fine", "A fine of $100 per hour will be assessed for late arrivals."],
  ["tracking-fine", "Drivers who disable the Trucker Tools app will be fined $100 per load."],
]);

/** Wordings written after the patterns, as a check on them (each missed one led to a fix). */
export const LATER_CASES: ClauseCase[] = [
  ...cases("waiver", [
    [
      "carrier-waives-right",
      "Carrier waives any right to audit or inspect Broker's books, records, or accounts, including under 49 C.F.R. § 371.3.",
    ],
    ["carrier-waives-right", "CARRIER SPECIFICALLY WAIVES ANY RIGHTS IT MAY HAVE UNDER 49 C.F.R. 371.3(c)."],
    [
      "pay-withheld-from-carrier",
      "The Carrier agrees that Broker shall not be required to provide Carrier with copies of any records under 49 CFR 371.3.",
    ],
    [
      "carrier-has-no-right",
      "Carrier acknowledges that it has no right to see the rates Broker charges its customers.",
    ],
    [
      "carrier-waives-right",
      "Carrier waives all rights to review the transactional records maintained pursuant to 49 CFR Part 371.",
    ],
    ["carrier-right-is-waived", "The rights provided under 49 C.F.R. § 371.3 are hereby waived by Carrier."],
  ]),
  ...cases("setoff", [
    [
      "broker-may-offset",
      "Broker is authorized to offset against any monies due Carrier any amounts Carrier owes Broker.",
    ],
    [
      "owed-amounts-may-be-offset",
      "Carrier agrees that any cargo claims may be deducted from any outstanding invoices.",
    ],
    [
      "broker-may-deduct-other-claims",
      "Broker may withhold payment of any amounts due Carrier to satisfy any claim, whether or not related to this shipment.",
    ],
  ]),
  ...cases("forfeiture", [
    [
      "late-paperwork-deduction",
      "Carrier must submit all paperwork within 7 days of delivery or a $150 late paperwork fee will apply.",
    ],
    [
      "late-paperwork-forfeits-pay",
      "Payment will not be issued for invoices submitted more than 60 days after delivery.",
    ],
    [
      "late-paperwork-forfeits-pay",
      "If Carrier does not submit POD within 30 days, Broker shall have no obligation to pay.",
    ],
  ]),
  ...cases("fine", [
    ["tracking-fine", "Failure to update tracking will result in a $100 charge."],
    ["late-arrival-fine", "$250 penalty for failure to arrive on time."],
    ["late-arrival-fine", "Each late delivery will be subject to a 10% reduction in the line haul rate."],
  ]),
];

export const ALL_CASES: ClauseCase[] = [
  ...WAIVER_CASES,
  ...SETOFF_CASES,
  ...FORFEITURE_CASES,
  ...FINE_CASES,
  ...LATER_CASES,
];

/** Sentences that look like a clause and are not one; each starts with a capital and ends a sentence. */
export const NEAR_MISSES: Record<string, string[]> = {
  "a citation of the rule": [
    "Broker maintains records as required by 49 CFR 371.3.",
    "Broker will keep records as required by 49 CFR 371.3.",
    "This Agreement is subject to 49 U.S.C. § 14101.",
    "Carrier shall not re-broker this load. Broker keeps its records as 49 CFR 371.3 requires.",
  ],
  "a right the carrier keeps": [
    "Carrier may review Broker's records under 49 CFR 371.3 upon request.",
    "Carrier may request records under 49 CFR 371.3.",
    "Carrier may request a copy of the broker's records under 49 C.F.R. § 371.3 at any time.",
    "Nothing herein waives Carrier's rights under 371.3.",
    "Nothing in this confirmation waives Carrier's rights under 49 CFR 371.3.",
    "Carrier does not waive its right to review Broker's records under 49 CFR 371.3.",
    "Carrier's rights under 49 CFR 371.3 cannot be waived.",
    "Carrier retains all rights under 49 CFR 371.3, which are not waived.",
    "Each party may inspect the other's records of this transaction upon written request.",
    "Carrier does not waive any rights and remedies under Title 49, Subtitle IV, Part B.",
    "Pursuant to 49 U.S.C. § 14101(b), the parties do not waive any rights under Part B.",
  ],
  "a boilerplate no-waiver sentence": [
    "No waiver of any provision shall be effective unless in writing.",
    "Failure to enforce any term is not a waiver.",
    "No waiver of any right shall be implied from any delay or omission.",
    "No waiver of any right under 49 CFR 371.3 shall be implied.",
  ],
  "the broker waiving something": [
    "Broker waives any claim against Carrier for shortages not noted on the bill of lading.",
    "Broker waives any right to review Carrier's records.",
    "Broker hereby waives its right to inspect Carrier's books.",
    "Broker hereby waives any and all rights and remedies under 49 U.S.C. § 14101(b) against Carrier.",
  ],
  "the carrier waiving something else": [
    "Carrier waives detention if it does not call Broker within two hours of arrival.",
    "Carrier waives detention unless the times are in Broker's records.",
    "Carrier waives its right to a jury trial.",
    "Carrier and Broker waive trial by jury in any action concerning the records of this transaction.",
    "Carrier waives any right of subrogation against Broker and the shipper.",
    "Carrier waives any claim for detention beyond the times shown in Broker's records.",
    "Carrier agrees not to back-solicit Broker's customers; Broker will keep records under 49 CFR 371.3.",
    "Carrier agrees not to request detention unless Broker's records show the delay.",
    "Carrier has no obligation to keep Broker's records.",
    "Carrier waives detention if late; each party may review the records under 49 CFR 371.3.",
  ],
  "a confidentiality or no-solicitation term that takes nothing from the carrier": [
    "Carrier shall not contact or solicit the shipper or consignee for two years.",
    "Carrier shall not request rates from the shipper directly.",
    "Broker shall not disclose Carrier's rates to any third party.",
    "The parties agree that the terms of this confirmation are confidential.",
    "Carrier shall have no right to collect freight charges from the shipper.",
  ],
  "a detention, layover or TONU paid to the carrier": [
    "Detention is paid at $50/hour after 2 hours.",
    "TONU: $150 will be paid to Carrier if the load is cancelled after dispatch.",
    "Layover is paid at $250 per day after the first 24 hours.",
    "Carrier will receive $100 for each additional stop.",
    "Late payment: Broker pays a 1.5% late fee on invoices unpaid after 45 days.",
  ],
  "a quick-pay fee the carrier opts into": [
    "Quick pay available at 2% fee.",
    "Broker will deduct the 2% quick pay fee from the invoice if Carrier elects quick pay.",
    "Quick pay: a 3% fee is deducted if Carrier submits the POD after 5 PM for same-day payment.",
  ],
  "a claim or advance on this load only": [
    "Carrier is liable for cargo loss on this shipment.",
    "Broker may deduct the amount of any cargo claim on this shipment from the freight charges for this shipment.",
    "Lumper charges advanced by Broker will be deducted from Carrier's settlement.",
    "Fuel advances will be deducted from the final payment.",
    "Broker shall not offset any amounts against Carrier's pay.",
    "Carrier may offset amounts Broker owes it.",
  ],
  "a payment term or a paperwork rule with no penalty": [
    "Payment within 30 days of receipt of POD.",
    "Payment will be made within 30 days after receipt of the original invoice and POD.",
    "Carrier must send the signed BOL within 24 hours of delivery.",
    "Invoices must include the signed POD and lumper receipts.",
    "Documents received after 3 PM are processed the next business day.",
  ],
  "written after the patterns, as a check on them": [
    "Carrier shall deliver on time; late deliveries must be reported to Broker immediately.",
    "Broker will pay detention of $50 per hour for delays over 2 hours.",
    "Lumper fees will be reimbursed up to $200 with a receipt.",
    "Carrier may set off amounts due from Broker.",
    "Carrier is responsible for fines issued by state authorities for overweight loads.",
    "Overweight fines of $500 or more are the carrier's responsibility.",
    "A $100 fee applies for each additional stop.",
    "Carrier must accept tracking; a $50 bonus is paid when tracking is maintained.",
    "Broker will provide Carrier with a copy of its records under 49 CFR 371.3 upon request.",
    "Carrier shall not be entitled to detention unless it is noted on the BOL.",
    "Invoices not received within 30 days will be paid on the next pay cycle.",
    "Broker may deduct a $25 fee for each lumper receipt it must obtain on Carrier's behalf.",
  ],
  "a service rule with no fine": [
    "Check calls are required daily by 10 AM.",
    "Tracking via MacroPoint is required for this load.",
    "Late delivery may result in the load being reassigned.",
    "Driver must arrive on time for all appointments.",
  ],
};

export const ALL_NEAR_MISSES: string[] = Object.values(NEAR_MISSES).flat();
