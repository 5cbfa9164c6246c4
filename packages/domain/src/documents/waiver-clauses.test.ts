import { describe, expect, it } from "vitest";
import {
  findWaiverClauses,
  isRateConfirmation,
  splitSentences,
  WAIVER_PATTERNS,
  WAIVER_RULE_NOTE,
  WAIVER_SENTENCE_MAX,
} from "./waiver-clauses";

/** A generated rate confirmation: header, load facts, terms, with `terms` dropped into the terms. */
function rateConfirmation(terms: string[]): string {
  return [
    "RATE CONFIRMATION",
    "Acme Freight Brokers LLC   MC 123456",
    "Load # LD-20261123-01   Dallas, TX to Atlanta, GA   Dry van   Rate: $2,150.00",
    "",
    "TERMS AND CONDITIONS",
    "1. Carrier shall pick up and deliver on the dates above. Detention is paid after 2 hours with signed in and out times.",
    ...terms,
    "Carrier must send the signed BOL within 24 hours of delivery. Quick pay is 3% of the line haul.",
    "",
    "Signed for Carrier: ____________   Date: ________",
  ].join("\n");
}

const CLAUSES: [string, string][] = [
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
];

const NEAR_MISSES = [
  "Broker will keep records as required by 49 CFR 371.3.",
  "Carrier may request records under 49 CFR 371.3.",
  "Carrier may request a copy of the broker's records under 49 C.F.R. § 371.3 at any time.",
  "Broker waives any right to review Carrier's records.",
  "Broker hereby waives its right to inspect Carrier's books.",
  "Carrier waives detention if it does not call Broker within two hours of arrival.",
  "Carrier waives detention unless the times are in Broker's records.",
  "No waiver of any right shall be implied from any delay or omission.",
  "No waiver of any right under 49 CFR 371.3 shall be implied.",
  "Nothing in this confirmation waives Carrier's rights under 49 CFR 371.3.",
  "Carrier does not waive its right to review Broker's records under 49 CFR 371.3.",
  "Carrier's rights under 49 CFR 371.3 cannot be waived.",
  "Carrier retains all rights under 49 CFR 371.3, which are not waived.",
  "Carrier waives its right to a jury trial.",
  "Carrier agrees not to back-solicit Broker's customers; Broker will keep records under 49 CFR 371.3.",
  "Carrier agrees not to request detention unless Broker's records show the delay.",
  "Carrier has no obligation to keep Broker's records.",
  "Carrier shall not re-broker this load. Broker keeps its records as 49 CFR 371.3 requires.",
  "Carrier waives detention if late; each party may review the records under 49 CFR 371.3.",
];

describe("the waiver-clause patterns", () => {
  it("each have an id, a plain description and a unique id", () => {
    expect(new Set(WAIVER_PATTERNS.map((pattern) => pattern.id)).size).toBe(WAIVER_PATTERNS.length);
    for (const pattern of WAIVER_PATTERNS) expect(pattern.description.length).toBeGreaterThan(40);
  });

  it("find every waiver clause in a generated rate confirmation, by its pattern, quoting the sentence", () => {
    for (const [patternId, clause] of CLAUSES) {
      const hits = findWaiverClauses(rateConfirmation([`2. ${clause}`]));
      expect(hits, clause).toEqual([{ patternId, sentence: clause }]);
    }
  });

  it("every pattern is proven by at least one clause", () => {
    const proven = new Set(CLAUSES.map(([patternId]) => patternId));
    for (const pattern of WAIVER_PATTERNS) expect(proven, pattern.id).toContain(pattern.id);
  });

  it("match none of the near-misses, alone or in a rate confirmation", () => {
    for (const nearMiss of NEAR_MISSES) {
      expect(findWaiverClauses(nearMiss), nearMiss).toEqual([]);
    }
    expect(findWaiverClauses(rateConfirmation(NEAR_MISSES))).toEqual([]);
  });

  it("find nothing in a clean rate confirmation or no text", () => {
    expect(findWaiverClauses(rateConfirmation([]))).toEqual([]);
    expect(findWaiverClauses(null)).toEqual([]);
    expect(findWaiverClauses("")).toEqual([]);
  });

  it("quote each sentence once, whitespace normalised, even across wrapped lines", () => {
    const text = rateConfirmation([
      "2. Carrier waives any right\n   to review Broker's   records under\n49 CFR 371.3. Carrier agrees not to request",
      "any copies of the Broker's records.",
    ]);
    expect(findWaiverClauses(text)).toEqual([
      {
        patternId: "carrier-waives-right",
        sentence: "Carrier waives any right to review Broker's records under 49 CFR 371.3.",
      },
      {
        patternId: "carrier-agrees-not-to-request",
        sentence: "Carrier agrees not to request any copies of the Broker's records.",
      },
    ]);
  });

  it("cap a long sentence", () => {
    const long = `Carrier waives any right to review Broker's records under 49 CFR 371.3 ${"and more words ".repeat(60)}.`;
    const [hit] = findWaiverClauses(long);
    expect(hit?.sentence.length).toBe(WAIVER_SENTENCE_MAX);
    expect(hit?.sentence.endsWith("…")).toBe(true);
  });
});

describe("splitSentences", () => {
  it("does not cut at C.F.R., § 371.3, Inc. or No.", () => {
    expect(splitSentences("Acme Inc. keeps records under 49 C.F.R. Part 371. See Sec. 371.3 and No. 4. Done")).toEqual([
      "Acme Inc. keeps records under 49 C.F.R. Part 371.",
      "See Sec. 371.3 and No. 4.",
      "Done",
    ]);
  });

  it("cuts at blank lines", () => {
    expect(splitSentences("TERMS\n\nCarrier agrees")).toEqual(["TERMS", "Carrier agrees"]);
  });
});

describe("the rule note and the documents scanned", () => {
  it("says what the rule says, that such clauses are common, and that it is not legal advice", () => {
    expect(WAIVER_RULE_NOTE).toContain("371.3");
    expect(WAIVER_RULE_NOTE).toContain("each party to the transaction has the right to review");
    expect(WAIVER_RULE_NOTE).toContain("commonly written into rate confirmations");
    expect(WAIVER_RULE_NOTE).toContain("cannot give legal advice");
  });

  it("scan rate confirmations and the broker's compliance documents, not invoices, BOLs or PODs", () => {
    expect(isRateConfirmation({ documentType: "rate_confirmation" })).toBe(true);
    expect(isRateConfirmation({ documentType: "compliance_doc", tags: [] })).toBe(true);
    expect(isRateConfirmation({ documentType: "other", tags: ["invoice"] })).toBe(false);
    expect(isRateConfirmation({ documentType: "compliance_doc", tags: ["invoice"] })).toBe(false);
    expect(isRateConfirmation({ documentType: "bol" })).toBe(false);
    expect(isRateConfirmation({ documentType: "pod" })).toBe(false);
  });
});
