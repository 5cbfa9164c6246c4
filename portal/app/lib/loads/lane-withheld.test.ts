import { describe, expect, it } from "vitest";
import { withheldLaneText, withheldTrueRateText } from "./lane-withheld";

describe("a withheld lane, in plain words", () => {
  it("says what there is, where and over how long, and what a figure needs", () => {
    const text = withheldLaneText({
      reports: 3,
      companies: { brokers: 1, carriers: 2 },
      escalation: { applied: { area: "state", timeframeDays: 90 } },
    });
    expect(text).toBe(
      "Across these two states over 90 days: 3 counted reports from 1 broker and 2 carriers; a lane figure needs 7 reports " +
        "from at least 3 brokers and 3 carriers, with no broker above 25% of them.",
    );
  });

  it("counts the verified reports behind a missing true rate, and says how single loads differ", () => {
    expect(withheldTrueRateText(1)).toMatch(/^1 verified report on this lane; a verified figure follows the same rule/);
    expect(withheldTrueRateText(4)).toContain("Verified amounts on single loads below are shown as each was verified.");
  });
});
