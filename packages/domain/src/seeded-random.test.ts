import { describe, expect, it } from "vitest";
import { SeededRandom } from "./seeded-random";

describe("SeededRandom", () => {
  it("repeats the same sequence for the same seed and differs for another", () => {
    const draw = (seed: number) => {
      const random = new SeededRandom(seed);
      return Array.from({ length: 5 }, () => random.int(0, 1_000_000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("stays within its bounds", () => {
    const random = new SeededRandom(7);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random.int(3, 9);
      expect(value >= 3 && value <= 9, String(value)).toBe(true);
    }
  });
});
