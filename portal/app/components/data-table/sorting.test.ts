import { describe, expect, it } from "vitest";
import { ariaSort, nextSort } from "./sorting";

describe("nextSort", () => {
  it("flips the direction when the sorted column is clicked again", () => {
    expect(nextSort([{ id: "uploadedAt", desc: true }], "uploadedAt")).toEqual([{ id: "uploadedAt", desc: false }]);
    expect(nextSort([{ id: "rate", desc: false }], "rate")).toEqual([{ id: "rate", desc: true }]);
  });

  it("starts a new column ascending, whatever the previous direction", () => {
    expect(nextSort([{ id: "uploadedAt", desc: true }], "rate")).toEqual([{ id: "rate", desc: false }]);
    expect(nextSort([{ id: "rate", desc: false }], "weight")).toEqual([{ id: "weight", desc: false }]);
    expect(nextSort([], "rate")).toEqual([{ id: "rate", desc: false }]);
  });

  it("keeps one column at a time and never leaves the rows unsorted", () => {
    let sorting = nextSort([], "rate");
    for (let click = 0; click < 5; click += 1) {
      sorting = nextSort(sorting, "rate");
      expect(sorting).toHaveLength(1);
    }
    expect(sorting).toEqual([{ id: "rate", desc: true }]);
  });
});

describe("ariaSort", () => {
  it("names the sorted column's direction and 'none' for the others", () => {
    const sorting = [{ id: "rate", desc: true }];
    expect(ariaSort(sorting, "rate")).toBe("descending");
    expect(ariaSort([{ id: "rate", desc: false }], "rate")).toBe("ascending");
    expect(ariaSort(sorting, "weight")).toBe("none");
  });
});
