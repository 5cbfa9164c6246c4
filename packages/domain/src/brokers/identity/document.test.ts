import { describe, expect, it } from "vitest";
import { type DocumentMatchInput, documentMatchCheck } from "./document";

const at = (value: string, page = 1) => ({ value, page });
const CARRIER_SOURCE = "the carrier's account";

const input = (printed: Partial<NonNullable<DocumentMatchInput["printed"]>>): DocumentMatchInput => ({
  printed: { brokerName: null, brokerMcNumber: null, carrierName: null, carrierMcNumber: null, ...printed },
  load: { brokerName: "Demo Freight LLC", brokerMcNumber: "MC100001" },
  carrier: { name: "Road Runner Trucking, Inc.", mcNumber: "MC200002", source: CARRIER_SOURCE },
});

describe("document match", () => {
  it("passes when the rate confirmation prints the load's broker and the carrier's own company", () => {
    const check = documentMatchCheck(
      input({
        brokerName: at("DEMO FREIGHT, L.L.C."),
        brokerMcNumber: at("MC-100001"),
        carrierName: at("Road Runner Trucking"),
        carrierMcNumber: at("MC 0200002", 2),
      }),
    );
    expect(check.outcome, check.sentence).toBe("pass");
    expect(check.evidence).toContainEqual({
      label: "Carrier MC printed",
      value: "MC 0200002",
      source: "the rate confirmation, page 2",
    });
  });

  it.each([
    ["road runner trucking llc", "case and another suffix"],
    ["Road-Runner Trucking Inc.", "punctuation"],
    ["ROAD RUNNER TRUCKING", "capitals, no suffix"],
  ])("tolerates the carrier's name as %s (%s)", (name) => {
    expect(documentMatchCheck(input({ carrierName: at(name) })).outcome).toBe("pass");
  });

  it("fails another carrier's MC on the carrier's rate confirmation, quoting both", () => {
    const check = documentMatchCheck(
      input({ carrierMcNumber: at("MC777777", 1), carrierName: at("Fly By Night Carriers") }),
    );
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain("MC777777");
    expect(check.sentence).toContain("MC200002");
    expect(check.sentence).toContain("double-brokered");
  });

  it("fails another carrier's name when no MC is printed, quoting both", () => {
    const check = documentMatchCheck(input({ carrierName: at("Fly By Night Carriers") }));
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain('"Fly By Night Carriers"');
    expect(check.sentence).toContain('"Road Runner Trucking, Inc."');
  });

  it("trusts a matching MC over a different name (a trade name)", () => {
    const check = documentMatchCheck(input({ carrierName: at("RRT Express"), carrierMcNumber: at("MC200002") }));
    expect(check.outcome).toBe("pass");
  });

  it("fails a broker MC other than the load's and warns of another broker name", () => {
    expect(documentMatchCheck(input({ brokerMcNumber: at("MC999999") })).outcome).toBe("fail");
    const renamed = documentMatchCheck(input({ brokerName: at("Other Brokerage Inc") }));
    expect(renamed.outcome).toBe("warn");
    expect(renamed.sentence).toContain("Other Brokerage Inc");
  });

  it("says every fail when both sides fail", () => {
    const check = documentMatchCheck(input({ brokerMcNumber: at("MC999999"), carrierMcNumber: at("MC777777") }));
    expect(check.outcome).toBe("fail");
    expect(check.sentence).toContain("MC999999");
    expect(check.sentence).toContain("MC777777");
  });

  it("is unknown without a reading, or with nothing to compare", () => {
    expect(documentMatchCheck({ ...input({}), printed: null }).outcome).toBe("unknown");
    expect(documentMatchCheck(input({})).outcome).toBe("unknown");
    const noCarrier = documentMatchCheck({
      ...input({ carrierMcNumber: at("MC777777") }),
      carrier: { name: null, mcNumber: null, source: CARRIER_SOURCE },
    });
    expect(noCarrier.outcome).toBe("unknown");
  });
});
