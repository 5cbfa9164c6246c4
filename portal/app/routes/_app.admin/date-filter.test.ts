import { describe, expect, it } from "vitest";
import { parseDateFilter } from "./date-filter";

describe("parseDateFilter", () => {
  it("reads no filter from an absent or emptied date", () => {
    expect(parseDateFilter(null)).toEqual({ kind: "none" });
    expect(parseDateFilter("")).toEqual({ kind: "none" });
    expect(parseDateFilter("  ")).toEqual({ kind: "none" });
  });

  it("accepts a real calendar day as YYYY-MM-DD", () => {
    expect(parseDateFilter("2026-11-23")).toEqual({ kind: "date", date: "2026-11-23" });
    expect(parseDateFilter("2028-02-29")).toEqual({ kind: "date", date: "2028-02-29" });
  });

  it("refuses other shapes and days that do not exist", () => {
    for (const value of [
      "11/23/2026",
      "2026-1-5",
      "2026-11-23T00:00",
      "tomorrow",
      "2026-02-29",
      "2026-13-01",
      "2026-04-31",
    ]) {
      expect(parseDateFilter(value), value).toEqual({ kind: "invalid" });
    }
  });
});
