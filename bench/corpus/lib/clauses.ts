// Sentences of broker-carrier agreements: clauses that cost the carrier money or rights (which a
// reader must flag), near-misses that only look like them (which it must not), and plain boilerplate.
import type { ClauseKind } from "@truerate/domain/documents/reading/types";

export const CLAUSES: Readonly<Record<ClauseKind, readonly string[]>> = {
  waiver: [
    "Carrier hereby waives any right it may have under 49 CFR 371.3 to review the records of this transaction.",
    "Carrier and Broker expressly waive the recordkeeping provisions of 49 C.F.R. § 371.3 as to every shipment tendered under this Agreement.",
    "The parties waive the provisions of 49 C.F.R. § 371.3 to the fullest extent permitted by law.",
    "Pursuant to 49 U.S.C. § 14101(b), Carrier expressly waives all rights and remedies under Title 49, Subtitle IV, Part B of the United States Code to the extent they conflict with this Agreement.",
    "Carrier shall not be entitled to access Broker's records relating to any shipment, including the amounts charged to or paid by the shipper.",
    "Carrier agrees that the rate stated herein is final and waives any right to know the amount the shipper paid Broker for this load.",
  ],
  setoff: [
    "Broker may deduct from any amount owed to Carrier under this confirmation the value of any cargo claim, shortage or damage arising on any other shipment handled by Carrier.",
    "Broker shall have the right to set off against Carrier's invoice any sums Carrier owes Broker or its affiliates on this or any other load.",
    "Any unresolved claim on a prior load may be offset against payment of this load at Broker's sole discretion.",
  ],
  forfeiture: [
    "If signed proof of delivery is not received within 15 days of delivery, Carrier forfeits all right to payment for this load.",
    "Invoices and original paperwork received more than 30 days after delivery will not be paid, and Carrier waives any claim to the freight charges.",
    "Failure to return a legible POD and lumper receipt within 10 days shall result in forfeiture of all accessorial charges on this load.",
  ],
  fine: [
    "A $100.00 fine will be deducted from carrier pay for each missed check call.",
    "Late arrival at pickup or delivery will result in a deduction of $250.00 per occurrence from the agreed rate.",
    "Carrier will be charged $50 for every check call not made by 10:00 AM local time, deducted from settlement.",
  ],
};

export const NEAR_MISSES: readonly string[] = [
  "Broker maintains records of each shipment as required by 49 CFR 371.3.",
  "Carrier may review Broker's records of this transaction as provided in 49 C.F.R. § 371.3.",
  "No waiver of any provision of this Agreement shall be effective unless in writing and signed by both parties.",
  "The failure of either party to enforce any provision shall not be construed as a waiver of that provision.",
  "Broker waives its right to require a signed W-9 from carriers already on its approved carrier list.",
  "Carrier waives detention for the first two hours at each stop.",
  "Each party knowingly waives trial by jury in any action arising out of this Agreement.",
];

export const BOILERPLATE: readonly string[] = [
  "Carrier shall provide its own equipment in good repair and shall comply with all FMCSA safety regulations.",
  "This confirmation is subject to the Broker-Carrier Agreement on file between the parties.",
  "Carrier shall maintain cargo insurance of not less than $100,000 and auto liability of not less than $1,000,000.",
  "Double brokering of this load is strictly prohibited.",
  "Driver must call dispatch upon arrival and departure at each stop.",
  "Reefer loads must be pre-cooled and run continuous at the temperature shown.",
];

/** The clause sentences of every kind, in catalogue order, with their kind. */
export const ALL_CLAUSES: readonly { kind: ClauseKind; sentence: string }[] = (
  Object.entries(CLAUSES) as [ClauseKind, readonly string[]][]
).flatMap(([kind, sentences]) => sentences.map((sentence) => ({ kind, sentence })));
