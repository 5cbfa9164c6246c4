import { describe, expect, it } from "vitest";
import { median, medianScores, shortfalls } from "./lighthouse-verdict";

describe("the Lighthouse budget's verdict", () => {
  it("takes the middle of three runs, so one noisy run neither passes nor fails a page", () => {
    expect(median([97, 88, 96])).toBe(96);
    expect(median([80, 96, 81])).toBe(81);
    expect(median([90])).toBe(90);
    expect(() => median([])).toThrow();
  });

  it("takes the median per category", () => {
    const runs = [
      { performance: 99, accessibility: 100, seo: 100 },
      { performance: 90, accessibility: 100, seo: 92 },
      { performance: 96, accessibility: 98, seo: 100 },
    ];
    expect(medianScores(runs)).toEqual({ performance: 96, accessibility: 100, seo: 100 });
    expect(medianScores([{ accessibility: 100, seo: 92 }])).toEqual({ accessibility: 100, seo: 92 });
  });

  it("names every category under its minimum: accessibility must be a full 100", () => {
    expect(shortfalls({ performance: 95, accessibility: 100, seo: 95 })).toEqual([]);
    expect(shortfalls({ performance: 94, accessibility: 99, seo: 100 })).toEqual([
      "performance 94 < 95",
      "accessibility 99 < 100",
    ]);
  });

  it("holds a page only to the minimums it is given, and a category it was not audited on fails", () => {
    const signIn = { accessibility: 100, seo: 95 };
    expect(shortfalls({ accessibility: 100, seo: 100 }, signIn)).toEqual([]);
    expect(shortfalls({ accessibility: 96, seo: 100 }, signIn)).toEqual(["accessibility 96 < 100"]);
    expect(shortfalls({ accessibility: 100, seo: 100 })).toEqual(["performance not audited"]);
  });
});
