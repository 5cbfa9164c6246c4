import { describe, expect, it } from "vitest";
import { bucketBrokerAnalytics, medianHours, queryLowerBound, recentWeekStarts } from "./broker-analytics";

const HOUR = 3_600_000;
// Wednesday 2026-11-25 15:00 UTC (10:00 EST): its New York week starts Monday 2026-11-23.
const NOW = Date.UTC(2026, 10, 25, 15);
const MONDAY_NY_MIDNIGHT = Date.UTC(2026, 10, 23, 5); // 00:00 EST

const empty = { outcomes: [], documents: [], arrivals: [] };

describe("recentWeekStarts", () => {
  it("lists the Mondays ending with the current New York week, oldest first", () => {
    expect(recentWeekStarts(NOW, 3)).toEqual(["2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(recentWeekStarts(NOW, 1)).toEqual(["2026-11-23"]);
  });

  it("crosses a daylight-saving change by calendar weeks", () => {
    expect(recentWeekStarts(Date.UTC(2026, 10, 4, 12), 2)).toEqual(["2026-10-26", "2026-11-02"]);
  });

  it("bounds a query at or before the first week's New York midnight", () => {
    expect(queryLowerBound("2026-11-23")).toBeLessThanOrEqual(MONDAY_NY_MIDNIGHT);
    expect(MONDAY_NY_MIDNIGHT - queryLowerBound("2026-11-23")).toBeLessThan(6 * HOUR);
  });
});

describe("medianHours", () => {
  it("takes the middle value, or the mean of the two middle ones, to one decimal", () => {
    expect(medianHours([])).toBeNull();
    expect(medianHours([5 * HOUR, 1 * HOUR, 3 * HOUR])).toBe(3);
    expect(medianHours([1 * HOUR, 2 * HOUR])).toBe(1.5);
    expect(medianHours([20 * 60_000])).toBe(0.3);
  });
});

describe("bucketBrokerAnalytics", () => {
  it("has every week, zero and null when there is nothing (not 100%)", () => {
    const result = bucketBrokerAnalytics({ now: NOW, weeks: 2, ...empty });
    expect(result.weeks).toEqual([
      expect.objectContaining({ weekStart: "2026-11-16", deadlinesMet: 0, complianceRate: null }),
      expect.objectContaining({ weekStart: "2026-11-23", documentsShared: 0, medianResponseHours: null }),
    ]);
    expect(result.totals).toEqual({
      deadlinesMet: 0,
      deadlinesMissed: 0,
      complianceRate: null,
      documentsShared: 0,
      documentsViewed: 0,
      medianResponseHours: null,
      loadsFromPortal: 0,
      loadsFromPartnerApi: 0,
    });
  });

  it("counts outcomes by the New York week they were decided; pending ones are not decided", () => {
    const result = bucketBrokerAnalytics({
      now: NOW,
      weeks: 2,
      ...empty,
      outcomes: [
        { decidedAt: MONDAY_NY_MIDNIGHT + HOUR, complianceStatus: "compliant" },
        { decidedAt: MONDAY_NY_MIDNIGHT + 2 * HOUR, complianceStatus: "compliant" },
        { decidedAt: MONDAY_NY_MIDNIGHT + 3 * HOUR, complianceStatus: "overdue" },
        { decidedAt: MONDAY_NY_MIDNIGHT + 4 * HOUR, complianceStatus: "pending" },
        // Sunday 23:00 EST: Monday in UTC, but the week before in New York.
        { decidedAt: MONDAY_NY_MIDNIGHT - HOUR, complianceStatus: "overdue" },
        // Before the first week: left out.
        { decidedAt: MONDAY_NY_MIDNIGHT - 8 * 24 * HOUR, complianceStatus: "compliant" },
      ],
    });
    expect(result.weeks.map((week) => [week.deadlinesMet, week.deadlinesMissed, week.complianceRate])).toEqual([
      [0, 1, 0],
      [2, 1, 67],
    ]);
    expect(result.totals).toMatchObject({ deadlinesMet: 2, deadlinesMissed: 2, complianceRate: 50 });
  });

  it("times carrier responses in the week the document was shared", () => {
    const shared = MONDAY_NY_MIDNIGHT - 24 * HOUR;
    const result = bucketBrokerAnalytics({
      now: NOW,
      weeks: 2,
      ...empty,
      documents: [
        { sharedAt: shared, carrierViewedAt: shared + 30 * HOUR },
        { sharedAt: shared, carrierViewedAt: shared + 2 * HOUR },
        { sharedAt: shared, carrierViewedAt: null },
        { sharedAt: MONDAY_NY_MIDNIGHT + HOUR, carrierViewedAt: MONDAY_NY_MIDNIGHT + 2 * HOUR },
      ],
    });
    expect(result.weeks[0]).toMatchObject({ documentsShared: 3, documentsViewed: 2, medianResponseHours: 16 });
    expect(result.weeks[1]).toMatchObject({ documentsShared: 1, documentsViewed: 1, medianResponseHours: 1 });
    expect(result.totals).toMatchObject({ documentsShared: 4, documentsViewed: 3, medianResponseHours: 2 });
  });

  it("splits arriving loads between the portal and the partner API", () => {
    const result = bucketBrokerAnalytics({
      now: NOW,
      weeks: 1,
      ...empty,
      arrivals: [
        { uploadedAt: NOW - HOUR, viaPartnerApi: true },
        { uploadedAt: NOW - 2 * HOUR, viaPartnerApi: false },
        { uploadedAt: NOW - 3 * HOUR, viaPartnerApi: false },
        { uploadedAt: MONDAY_NY_MIDNIGHT - HOUR, viaPartnerApi: true },
      ],
    });
    expect(result.weeks).toEqual([expect.objectContaining({ loadsFromPortal: 2, loadsFromPartnerApi: 1 })]);
  });
});
