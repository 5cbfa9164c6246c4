import { describe, expect, it } from "vitest";
import { bulkDecisionSummary, singleDecisionTitle } from "./decision-summary";

describe("decision summaries", () => {
  it("names the load of a single decision", () => {
    expect(singleDecisionTitle("release", "LD-1")).toBe("Released load LD-1");
    expect(singleDecisionTitle("reject", "LD-2")).toBe("Rejected load LD-2");
  });

  it("counts a bulk decision and mentions the rest only when there is any", () => {
    expect(bulkDecisionSummary("release", { done: 1, notFound: 0, notQuarantined: 0 })).toEqual({
      title: "Released 1 report",
    });
    expect(bulkDecisionSummary("reject", { done: 3, notFound: 1, notQuarantined: 2 })).toEqual({
      title: "Rejected 3 reports",
      description: "2 reports no longer held; 1 report not found.",
    });
  });
});
