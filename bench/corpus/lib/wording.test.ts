import { describe, expect, it } from "vitest";
import { date, mcNumber, money } from "./wording";

describe("the corpus's wording", () => {
  it("prints money in the ways rate confirmations do", () => {
    expect(money(2450, "dollar")).toBe("$2,450.00");
    expect(money(2450, "usd-plain")).toBe("USD 2450");
    expect(money(2450.5, "usd-plain")).toBe("USD 2450.50");
    expect(money(2450, "plain")).toBe("2,450.00");
    expect(money(12450.25, "usd-grouped")).toBe("USD 12,450.25");
  });

  it("prints dates in the ways rate confirmations do", () => {
    expect(date("2026-11-20", "us")).toBe("11/20/2026");
    expect(date("2026-11-20", "month-name")).toBe("Nov 20, 2026");
    expect(date("2026-11-20", "iso")).toBe("2026-11-20");
    expect(date("2026-11-20", "day-month")).toBe("20-Nov-2026");
    expect(date("2026-11-20", "weekday")).toBe("Friday, November 20, 2026");
  });

  it("prints MC numbers in the ways rate confirmations do", () => {
    expect(
      ["hash", "dash", "space", "docket", "hash-tight"].map((style) => mcNumber("MC123456", style as "hash")),
    ).toEqual(["MC# 123456", "MC-123456", "MC 123456", "Docket MC123456", "MC#123456"]);
  });
});
