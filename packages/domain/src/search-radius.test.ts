import { describe, expect, it } from "vitest";
import { clampRadius } from "./search-radius";

describe("search radius", () => {
  it.each([
    [50, 50],
    [0, 0],
    [150, 150],
    [151, 150],
    [1000, 150],
    [-5, 0],
    [49.9, 49],
    ["75", 75],
    [" 20 ", 20],
    ["30 miles", 30],
    ["abc", 150],
    ["", 150],
    [undefined, 150],
    [null, 150],
    [Number.NaN, 150],
    [Number.POSITIVE_INFINITY, 150],
    [{}, 150],
    [[10], 150],
  ])("clamps %j to %j", (input, expected) => {
    expect(clampRadius(input)).toBe(expected);
  });
});
