import { describe, expect, it } from "vitest";
import {
  carrierDeadlineStatus,
  complianceBand,
  complianceRating,
  deadlineStageTimes,
  deadlineUrgency,
  documentDeadline,
  firstStageAfter,
  hoursRemaining,
  sharedInTime,
  sharedLate,
  stageAfter,
} from "./compliance";

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 23, 15, 0, 0);
const inHours = (hours: number) => NOW + hours * HOUR;

describe("documentDeadline", () => {
  it("is 48 hours after the upload, whatever clocks change in between", () => {
    expect(documentDeadline(new Date("2026-11-23T15:00:00Z")).toISOString()).toBe("2026-11-25T15:00:00.000Z");
    // New York leaves daylight saving time on 1 November 2026: still 48 elapsed hours.
    expect(documentDeadline(Date.parse("2026-10-31T14:30:00Z")).toISOString()).toBe("2026-11-02T14:30:00.000Z");
  });
});

describe("complianceRating", () => {
  it("is the rounded share of compliant requests in percent", () => {
    expect(complianceRating(9, 10)).toBe(90);
    expect(complianceRating(2, 3)).toBe(67);
    expect(complianceRating(0, 4)).toBe(0);
  });

  it("rounds half up exactly, where floating point would round 14.5 down", () => {
    expect((29 / 200) * 100).toBeLessThan(14.5);
    expect(complianceRating(29, 200)).toBe(15);
    expect(complianceRating(1, 200)).toBe(1);
    expect(complianceRating(1, 201)).toBe(0);
    expect(complianceRating(179, 200)).toBe(90);
    expect(complianceRating(178, 200)).toBe(89);
    expect(complianceRating(2238, 2692)).toBe(83);
  });

  it("shows 100 only for a perfect record", () => {
    expect(complianceRating(199, 200)).toBe(99);
    expect(complianceRating(399, 400)).toBe(99);
    expect(complianceRating(400, 400)).toBe(100);
  });

  it("is no rating with nothing requested (not 100), and never leaves 0–100", () => {
    expect(complianceRating(0, 0)).toBeNull();
    expect(complianceBand(complianceRating(0, 0))).toBeNull();
    expect(complianceRating(5, 4)).toBe(100);
    expect(complianceRating(-1, 4)).toBe(0);
  });
});

describe("complianceBand", () => {
  it.each([
    [100, "excellent"],
    [90, "excellent"],
    [89.9, "good"],
    [70, "good"],
    [69, "needs_improvement"],
    [0, "needs_improvement"],
  ] as const)("%s%% is %s", (rating, band) => {
    expect(complianceBand(rating)).toBe(band);
  });
});

describe("deadlineUrgency (broker)", () => {
  it.each([
    [-1, "overdue"],
    [0, "overdue"],
    [0.5, "urgent"],
    [12, "urgent"],
    [12.01, "due_soon"],
    [24, "due_soon"],
    [24.01, "on_track"],
    [47, "on_track"],
  ] as const)("%s hours left is %s", (hours, urgency) => {
    expect(deadlineUrgency(inHours(hours), NOW)).toBe(urgency);
  });

  it("treats an unreadable deadline as overdue rather than on track", () => {
    expect(deadlineUrgency("not a date", NOW)).toBe("overdue");
  });
});

describe("carrierDeadlineStatus", () => {
  it.each([
    [-0.1, "overdue"],
    [0, "overdue"],
    [11.99, "urgent"],
    [12, "warning"],
    [23.99, "warning"],
    [24, "ok"],
    [48, "ok"],
  ] as const)("%s hours left is %s", (hours, status) => {
    expect(carrierDeadlineStatus(inHours(hours), NOW)).toBe(status);
  });

  it("labels a missing deadline and an unreadable one", () => {
    expect(carrierDeadlineStatus(null, NOW)).toBe("no_deadline");
    expect(carrierDeadlineStatus(undefined, NOW)).toBe("no_deadline");
    expect(carrierDeadlineStatus("yesterday-ish", NOW)).toBe("invalid");
    expect(carrierDeadlineStatus(new Date(Number.NaN), NOW)).toBe("invalid");
  });

  it("reads ISO strings as the API sends them", () => {
    expect(carrierDeadlineStatus(new Date(inHours(30)).toISOString(), NOW)).toBe("ok");
  });
});

describe("hoursRemaining", () => {
  it("is in hours to one decimal, negative once past", () => {
    expect(hoursRemaining(inHours(5.25), NOW)).toBe(5.3);
    expect(hoursRemaining(inHours(-2), NOW)).toBe(-2);
  });
});

describe("sharing in time", () => {
  it("counts a document shared at the deadline, not one shared after it", () => {
    expect(sharedInTime(inHours(0), inHours(0))).toBe(true);
    expect(sharedInTime(inHours(1), inHours(0))).toBe(false);
    expect(sharedLate(inHours(1), inHours(0))).toBe(true);
    expect(sharedLate(inHours(-1), inHours(0))).toBe(false);
  });

  it("is neither in time nor late without both instants", () => {
    expect(sharedInTime(null, inHours(0))).toBe(false);
    expect(sharedLate(null, inHours(0))).toBe(false);
    expect(sharedLate(inHours(0), null)).toBe(false);
  });
});

describe("deadline stages", () => {
  const deadline = inHours(48);

  it("reminds 24 and 12 hours before the deadline", () => {
    expect(deadlineStageTimes(deadline)).toEqual({
      "reminder-24": inHours(24),
      "reminder-12": inHours(36),
      deadline,
    });
  });

  it("starts at the first step still ahead, never skipping the deadline", () => {
    expect(firstStageAfter(deadline, NOW)).toBe("reminder-24");
    expect(firstStageAfter(deadline, inHours(24))).toBe("reminder-12");
    expect(firstStageAfter(deadline, inHours(36))).toBe("deadline");
    expect(firstStageAfter(deadline, inHours(100))).toBe("deadline");
  });

  it("goes from the 24-hour reminder to the 12-hour one, then to the deadline", () => {
    expect(stageAfter("reminder-24")).toBe("reminder-12");
    expect(stageAfter("reminder-12")).toBe("deadline");
  });
});
