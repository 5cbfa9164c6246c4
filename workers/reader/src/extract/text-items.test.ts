import { describe, expect, it } from "vitest";
import { isPdfJsTextItem, toTextItem } from "./text-items";

describe("toTextItem", () => {
  it("puts the item's top at the page height less its baseline less its height", () => {
    const item = { str: "Load TR-4242", transform: [11, 0, 0, 11, 72, 700], width: 64.5, height: 11 };
    expect(toTextItem(item, 792)).toEqual({ str: "Load TR-4242", x: 72, y: 81, width: 64.5, height: 11 });
  });

  it("takes the font size from the matrix when PDF.js reports no height", () => {
    const item = { str: "Total", transform: [1, 0, 0, -9, 10, 500], width: 20, height: 0 };
    expect(toTextItem(item, 600)).toEqual({ str: "Total", x: 10, y: 91, width: 20, height: 9 });
  });

  it("drops empty and whitespace-only items", () => {
    expect(toTextItem({ str: "", transform: [1, 0, 0, 1, 0, 0], width: 0, height: 0 }, 792)).toBeNull();
    expect(toTextItem({ str: " \t", transform: [1, 0, 0, 1, 0, 0], width: 3, height: 10 }, 792)).toBeNull();
  });

  it("tells text items from marked-content entries", () => {
    expect(isPdfJsTextItem({ type: "beginMarkedContent", id: "mc0" })).toBe(false);
    expect(isPdfJsTextItem({ str: "a", transform: [], width: 1, height: 1 })).toBe(true);
  });
});
