import { describe, expect, it } from "vitest";
import { withheldExplanation } from "./withheld-explanation";

const present = (reports: number, brokers: number, carriers: number, maxBrokerShare = 0) => ({
  reports,
  brokers,
  carriers,
  maxBrokerShare,
});

describe("withheldExplanation", () => {
  it("names what the lane has and what the rule needs, for each reason", () => {
    expect(withheldExplanation("too_few_reports", present(4, 2, 3))).toBe("4 reports; at least 7 are needed");
    expect(withheldExplanation("too_few_reports", present(1, 1, 1))).toBe("1 report; at least 7 are needed");
    expect(withheldExplanation("too_few_brokers", present(29, 2, 9), "verified reports")).toBe(
      "29 verified reports from 2 brokers; 3 are needed",
    );
    expect(withheldExplanation("too_few_carriers", present(12, 5, 2))).toBe("12 reports from 2 carriers; 3 are needed");
    expect(withheldExplanation("dominant_broker", present(20, 4, 9, 0.4))).toBe(
      "one broker is 40% of this lane's reports; no broker may be more than 25%",
    );
  });

  it("says when one company is all of a lane's reports", () => {
    expect(withheldExplanation("too_few_brokers", present(15, 1, 1))).toBe(
      "one broker is all of this lane's reports; at least 3 brokers are needed",
    );
    expect(withheldExplanation("too_few_carriers", present(9, 4, 1), "verified reports")).toBe(
      "one carrier is all of this lane's verified reports; at least 3 carriers are needed",
    );
  });
});
