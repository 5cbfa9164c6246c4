import { describe, expect, it } from "vitest";
import { notionalPage } from "./notional-page";

describe("notionalPage", () => {
  it("stacks lines 14 apart, a line's width its length times 6, whitespace folded", () => {
    expect(notionalPage([["Rate  confirmation "], [""], ["Load\t42"]])).toEqual({
      page: 1,
      width: 612,
      height: 42,
      items: [
        { str: "Rate confirmation", x: 0, y: 0, width: 102, height: 12 },
        { str: "Load 42", x: 0, y: 28, width: 42, height: 12 },
      ],
    });
  });

  it("spreads a row's cells across the width in order, skipping empty cells", () => {
    const page = notionalPage([["Linehaul", "", "$2,150.00"]]);
    expect(page.items).toEqual([
      { str: "Linehaul", x: 0, y: 0, width: 204, height: 12 },
      { str: "$2,150.00", x: 408, y: 0, width: 204, height: 12 },
    ]);
  });
});
