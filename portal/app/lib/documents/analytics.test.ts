import { describe, expect, it } from "vitest";
import { disputePrevention, percentOf } from "./analytics";

describe("percentOf", () => {
  it("rounds to whole percent and has no answer for nothing", () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(9, 3)).toBe(100);
  });
});

describe("disputePrevention", () => {
  it.each([
    [100, "High"],
    [90, "High"],
    [89, "Medium"],
    [70, "Medium"],
    [69, "Low"],
    [0, "Low"],
  ] as const)("%d%% is %s", (percent, level) => {
    expect(disputePrevention(percent)).toBe(level);
  });
});
