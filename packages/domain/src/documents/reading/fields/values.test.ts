import { describe, expect, it } from "vitest";
import { findDate, findMc, moneyInText, parseLoadNumber, parseMoney } from "./values";

describe("parseMoney", () => {
  it.each([
    ["$2,450.00", 2450],
    ["USD 2450", 2450],
    ["USD 2,450.00", 2450],
    ["2,450.00", 2450],
    ["$2 450.00", 2450],
    ["$ 875.5O", 875.5],
    ["$2,45O.0O", 2450],
    ["1,740.00 flat", 1740],
    ["$150", 150],
  ])("reads %s", (text, value) => {
    expect(parseMoney(text)?.value).toBe(value);
  });

  it.each([["42,000 lbs"], ["2376 miles"], ["15%"], ["555-1234"], ["(555) 123-4567"], ["11/20/2026"]])(
    "does not read %s as money",
    (text) => {
      expect(parseMoney(text)).toBeNull();
    },
  );

  it("marks an amount without $ or cents as weak, and refuses it when marks are required", () => {
    expect(parseMoney("2000")?.strong).toBe(false);
    expect(parseMoney("2000", true)).toBeNull();
    expect(parseMoney("$2000", true)?.value).toBe(2000);
  });

  it("finds only marked amounts in running text", () => {
    const found = moneyInText("42,000 lbs, 1200 miles, ZIP 75201, call 555-123-4567, pay USD 2,222.74 and $75.00");
    expect(found.map((m) => m.parsed.value)).toEqual([2222.74, 75]);
  });
});

describe("findDate", () => {
  it.each([
    ["11/20/2026", "2026-11-20"],
    ["11/20/26", "2026-11-20"],
    ["Nov 20, 2026", "2026-11-20"],
    ["November 20 2026", "2026-11-20"],
    ["2026-11-20", "2026-11-20"],
    ["20-Nov-2026", "2026-11-20"],
    ["Friday, November 20, 2026", "2026-11-20"],
    ["on Sept. 3, 2026 at noon", "2026-09-03"],
  ])("reads %s", (text, iso) => {
    expect(findDate(text)?.value).toBe(iso);
  });

  it("keeps the weekday in the quote and refuses impossible dates", () => {
    expect(findDate("Friday, November 20, 2026")?.quote).toBe("Friday, November 20, 2026");
    expect(findDate("02/30/2026")).toBeNull();
    expect(findDate("13/01/2026")).toBeNull();
  });

  it("takes the earliest date in the text", () => {
    expect(findDate("ready 2026-11-20, due Nov 23, 2026")?.value).toBe("2026-11-20");
    expect(findDate("due Nov 23, 2026, ready 2026-11-20")?.value).toBe("2026-11-23");
  });
});

describe("findMc", () => {
  it.each([
    ["MC# 123456", "MC123456"],
    ["MC-123456", "MC123456"],
    ["MC 123456", "MC123456"],
    ["Docket No. MC 123456", "MC123456"],
    ["Docket MC1058609", "MC1058609"],
    ["MC Number: 123456", "MC123456"],
    ["MC#123456", "MC123456"],
    ["MC# 12345O", "MC123450"],
  ])("reads %s", (text, mc) => {
    expect(findMc(text)?.value).toBe(mc);
  });

  it("does not read a DOT number or a short number", () => {
    expect(findMc("USDOT 1234567")).toBeNull();
    expect(findMc("MC 12")).toBeNull();
  });
});

describe("parseLoadNumber", () => {
  it.each([["TR-4242"], ["8655999"], ["LD-482913"], ["SRL20456"], ["2612-5887"]])("reads %s", (token) => {
    expect(parseLoadNumber(`: ${token}`)?.value).toBe(token);
  });

  it.each([["11-20-2026"], ["555-123-4567"], ["42,000 lbs"], ["Date"], ["12"]])("refuses %s", (text) => {
    expect(parseLoadNumber(text)).toBeNull();
  });
});
