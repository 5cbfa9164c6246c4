import { describe, expect, it } from "vitest";
import { formatNewYorkTime } from "./new-york-time";

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
