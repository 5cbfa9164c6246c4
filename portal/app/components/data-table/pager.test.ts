import { describe, expect, it } from "vitest";
import { type PageItem, pageItems, pagerSummary } from "./pager";

describe("pagerSummary", () => {
  it("counts from 1 and stops at the total on the last page", () => {
    expect(pagerSummary(0, 10, 25)).toBe("Showing 1 to 10 of 25 results");
    expect(pagerSummary(1, 10, 25)).toBe("Showing 11 to 20 of 25 results");
    expect(pagerSummary(2, 10, 25)).toBe("Showing 21 to 25 of 25 results");
  });

  it("reads sensibly for a single row, an exact page and nothing at all", () => {
    expect(pagerSummary(0, 10, 1)).toBe("Showing 1 to 1 of 1 results");
    expect(pagerSummary(0, 10, 10)).toBe("Showing 1 to 10 of 10 results");
    expect(pagerSummary(0, 10, 0)).toBe("Showing 0 to 0 of 0 results");
  });
});

const labels = (items: PageItem[]) => items.map((item) => (item.kind === "page" ? String(item.index + 1) : "…"));

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(labels(pageItems(0, 1))).toEqual(["1"]);
    expect(labels(pageItems(3, 7))).toEqual(["1", "2", "3", "4", "5", "6", "7"]);
    expect(pageItems(0, 0)).toEqual([]);
  });

  it("keeps the first, the last and the current page's neighbours when there are many", () => {
    expect(labels(pageItems(0, 50))).toEqual(["1", "2", "3", "4", "…", "50"]);
    expect(labels(pageItems(24, 50))).toEqual(["1", "…", "24", "25", "26", "…", "50"]);
    expect(labels(pageItems(49, 50))).toEqual(["1", "…", "47", "48", "49", "50"]);
  });

  it("gives every gap its own key", () => {
    const gaps = pageItems(24, 50).filter((item) => item.kind === "gap");
    expect(new Set(gaps.map((gap) => (gap.kind === "gap" ? gap.key : ""))).size).toBe(gaps.length);
  });
});
