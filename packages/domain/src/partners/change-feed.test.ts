import { describe, expect, it } from "vitest";
import { compareCodePoints, compareFeedPositions, decodeFeedCursor, encodeFeedCursor } from "./change-feed";

describe("the change feed's order", () => {
  it("is time, then id, then a tombstone before a load of the same id and instant", () => {
    const entries = [
      { changedAt: 2, partnerLoadId: "A", kind: 1 as const },
      { changedAt: 1, partnerLoadId: "B", kind: 1 as const },
      { changedAt: 2, partnerLoadId: "A", kind: 0 as const },
      { changedAt: 1, partnerLoadId: "A", kind: 1 as const },
    ];
    expect([...entries].sort(compareFeedPositions)).toEqual([
      { changedAt: 1, partnerLoadId: "A", kind: 1 },
      { changedAt: 1, partnerLoadId: "B", kind: 1 },
      { changedAt: 2, partnerLoadId: "A", kind: 0 },
      { changedAt: 2, partnerLoadId: "A", kind: 1 },
    ]);
  });

  it("orders ids by code point, as SQLite orders UTF-8 text, not by UTF-16 unit", () => {
    const astral = "\u{1F69A}"; // a truck: above U+FFFF, a surrogate pair in UTF-16
    const privateUse = "\uE000";
    expect(astral < privateUse, "JavaScript's own order differs").toBe(true);
    expect(compareCodePoints(astral, privateUse)).toBeGreaterThan(0);
    expect(compareCodePoints("A-1", "A-10")).toBeLessThan(0);
    expect(compareCodePoints("same", "same")).toBe(0);
  });
});

describe("a change feed cursor", () => {
  it("names its position exactly, any id included", () => {
    const position = { changedAt: 1_795_600_000_123, partnerLoadId: "TMS-é-\u{1F69A}", kind: 0 as const };
    const cursor = encodeFeedCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(decodeFeedCursor(cursor)).toEqual(position);
  });

  it("of two elements (issued before tombstones) names a load; anything else is refused", () => {
    expect(decodeFeedCursor(btoa(JSON.stringify([5, "X"])))).toEqual({ changedAt: 5, partnerLoadId: "X", kind: 1 });
    expect(decodeFeedCursor("garbage")).toBeNull();
    expect(decodeFeedCursor(btoa(JSON.stringify([5, "X", 2])))).toBeNull();
    expect(decodeFeedCursor(btoa(JSON.stringify({ changedAt: 5 })))).toBeNull();
  });
});
