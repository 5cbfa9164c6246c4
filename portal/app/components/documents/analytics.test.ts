import { describe, expect, it } from "vitest";
import { disputePrevention, hoursText, percentOf, percentText, weekLabel } from "./analytics";

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

describe("weekLabel", () => {
  it("names a New York week by its Monday, whatever the viewer's zone", () => {
    expect(weekLabel("2026-11-16")).toBe("Nov 16");
    expect(weekLabel("2026-11-16", "long")).toBe("Nov 16, 2026");
    expect(weekLabel("2026-01-05")).toBe("Jan 5");
  });
});

describe("figures as text", () => {
  it("says a dash, not 0 or 100, when there is nothing to measure", () => {
    expect(percentText(null)).toBe("—");
    expect(percentText(67)).toBe("67%");
    expect(hoursText(null)).toBe("—");
    expect(hoursText(3.5)).toBe("3.5 h");
    expect(hoursText(0)).toBe("< 0.1 h");
  });
});
