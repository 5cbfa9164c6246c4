import { describe, expect, it } from "vitest";
import { paragraphsOf } from "./paragraphs";

describe("paragraphsOf", () => {
  it("joins prose wrapped across lines, whatever the indentation", () => {
    expect(paragraphsOf("Carrier waives any right\n   to review Broker's records under\n49 CFR 371.3.")).toEqual([
      "Carrier waives any right to review Broker's records under 49 CFR 371.3.",
    ]);
  });

  it("mends a word hyphenated at a line end, and keeps a hyphen before a capital", () => {
    expect(paragraphsOf("review Broker's rec-\nords under 371.3")).toEqual(["review Broker's records under 371.3"]);
    expect(paragraphsOf("a non-\nCarrier party")).toEqual(["a non- Carrier party"]);
  });

  it("keeps the cells of a table row apart, and a row apart from the prose around it", () => {
    const text = [
      "Carrier: Acme Trucking  Broker: Swift Logistics",
      "Carrier waives  detention  $50/hr",
      "Terms follow.",
    ].join("\n");
    expect(paragraphsOf(text)).toEqual([
      "Carrier: Acme Trucking",
      "Broker: Swift Logistics",
      "Carrier waives",
      "detention",
      "$50/hr",
      "Terms follow.",
    ]);
  });

  it("reads rows with the same number of cells column by column", () => {
    const text = "Carrier agrees to the  Broker keeps its\nterms above.  records under 371.3.";
    expect(paragraphsOf(text)).toEqual(["Carrier agrees to the terms above.", "Broker keeps its records under 371.3."]);
  });

  it("treats a tab as a cell break and a list marker as part of its item", () => {
    expect(paragraphsOf("Rate:\t$2,150.00")).toEqual(["Rate:", "$2,150.00"]);
    expect(paragraphsOf("2.   Carrier shall not request\nBroker's records.")).toEqual([
      "2. Carrier shall not request Broker's records.",
    ]);
  });

  it("carries a label's wrapped prose on, but not a value into the next sentence", () => {
    expect(paragraphsOf("Notes:  Carrier must send the signed BOL and\nthe POD within 24 hours.")).toEqual([
      "Notes:",
      "Carrier must send the signed BOL and the POD within 24 hours.",
    ]);
    expect(paragraphsOf("Rate:  $2,150.00\nCarrier waives nothing.")).toEqual([
      "Rate:",
      "$2,150.00",
      "Carrier waives nothing.",
    ]);
  });

  it("keeps a heading of capitals out of the sentence below it, but joins a paragraph of capitals", () => {
    expect(paragraphsOf("TERMS AND CONDITIONS\nCarrier shall deliver on time.")).toEqual([
      "TERMS AND CONDITIONS",
      "Carrier shall deliver on time.",
    ]);
    expect(paragraphsOf("CARRIER WAIVES ITS RIGHTS\nUNDER 49 C.F.R. § 371.3.")).toEqual([
      "CARRIER WAIVES ITS RIGHTS UNDER 49 C.F.R. § 371.3.",
    ]);
  });

  it("ends every paragraph at a blank line and drops invisible characters", () => {
    expect(paragraphsOf("TERMS\n\n\u00adCarrier\u200b agrees\r\n\r\nDone")).toEqual([
      "TERMS",
      "Carrier agrees",
      "Done",
    ]);
    expect(paragraphsOf("")).toEqual([]);
  });
});
