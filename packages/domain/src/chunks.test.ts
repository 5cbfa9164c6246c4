import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chunks } from "./chunks";

describe("chunks", () => {
  it("keeps every item once, in order, in runs no longer than the size", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 12 }), (items, size) => {
        const runs = chunks(items, size);
        expect(runs.flat()).toEqual(items);
        expect(runs.every((run) => run.length >= 1 && run.length <= size)).toBe(true);
        expect(runs.slice(0, -1).every((run) => run.length === size)).toBe(true);
        expect(runs).toHaveLength(Math.ceil(items.length / size));
      }),
    );
  });

  it("refuses a size that is not a positive whole number", () => {
    expect(() => chunks([1], 0)).toThrow(RangeError);
    expect(() => chunks([1], 1.5)).toThrow(RangeError);
  });
});
