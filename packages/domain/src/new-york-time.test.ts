import { describe, expect, it } from "vitest";
import { addDays, formatNewYorkTime, newYorkDate, newYorkWeekStart } from "./new-york-time";
import { todayInNewYork } from "./validation/input";

describe("formatNewYorkTime", () => {
  it("shows New York time with its zone, winter and summer", () => {
    expect(formatNewYorkTime("2026-11-25T15:04:00.000Z")).toBe("November 25, 2026 at 10:04 AM EST");
    expect(formatNewYorkTime("2026-07-04T16:30:00.000Z")).toBe("July 4, 2026 at 12:30 PM EDT");
    expect(formatNewYorkTime(Date.UTC(2026, 10, 25, 15, 4))).toBe("November 25, 2026 at 10:04 AM EST");
    expect(formatNewYorkTime(new Date(Date.UTC(2026, 6, 4, 23, 30)))).toBe("July 4, 2026 at 7:30 PM EDT");
    expect(formatNewYorkTime("2026-11-25T15:04:00.000Z", "short")).toBe("Nov 25, 10:04 AM EST");
  });

  it("answers a dash for no time or an unreadable one", () => {
    expect(formatNewYorkTime(null)).toBe("—");
    expect(formatNewYorkTime(undefined)).toBe("—");
    expect(formatNewYorkTime("not a date", "short")).toBe("—");
  });
});

describe("New York weeks", () => {
  it("starts a week on Monday 00:00 New York time, not UTC", () => {
    // Monday 2026-11-23 00:30 EST is 05:30 UTC; Sunday 23:30 EST is already Monday in UTC.
    expect(newYorkWeekStart(Date.UTC(2026, 10, 23, 5, 30))).toBe("2026-11-23");
    expect(newYorkWeekStart(Date.UTC(2026, 10, 23, 4, 30))).toBe("2026-11-16");
    expect(newYorkWeekStart(Date.UTC(2026, 10, 29, 23, 0))).toBe("2026-11-23");
    expect(newYorkDate(Date.UTC(2026, 10, 23, 4, 30))).toBe("2026-11-22");
    expect(todayInNewYork(new Date(Date.UTC(2026, 10, 23, 4, 30))), "the load form's default date").toBe("2026-11-22");
  });

  it("keeps Monday boundaries across the daylight-saving changes", () => {
    // Summer time: Monday 2026-07-06 00:00 EDT is 04:00 UTC.
    expect(newYorkWeekStart(Date.UTC(2026, 6, 6, 3, 59))).toBe("2026-06-29");
    expect(newYorkWeekStart(Date.UTC(2026, 6, 6, 4, 0))).toBe("2026-07-06");
    // The week of the November change (Sunday 2026-11-01) and of the March one (Sunday 2026-03-08).
    expect(newYorkWeekStart(Date.UTC(2026, 10, 1, 12))).toBe("2026-10-26");
    expect(newYorkWeekStart(Date.UTC(2026, 2, 9, 4, 30))).toBe("2026-03-09");
    expect(addDays("2026-03-02", 7)).toBe("2026-03-09");
    expect(addDays("2026-01-05", -7)).toBe("2025-12-29");
  });
});
