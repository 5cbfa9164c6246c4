import { describe, expect, it } from "vitest";
import { exclusionsText } from "./lane-exclusions";

const rules = { outliers: "…", caps: "…" };

describe("exclusionsText", () => {
  it("says when nothing was left out, and otherwise what and why", () => {
    expect(exclusionsText({ quarantined: 0, capped: 0, outliers: 0, rules })).toBe("No reports left out.");
    expect(exclusionsText({ quarantined: 30, capped: 0, outliers: 1, rules })).toBe(
      "Left out: 30 held for review, 1 outlier.",
    );
    expect(exclusionsText({ quarantined: 0, capped: 4, outliers: 2, rules })).toBe(
      "Left out: 4 capped (one source or broker above its share), 2 outliers.",
    );
  });
});
