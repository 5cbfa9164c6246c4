import { describe, expect, it } from "vitest";
import {
  profileFigures,
  type RequestEvidence,
  recentMonths,
  requestCompliance,
  requestOutcome,
  scoredRequests,
} from "./profile-figures";

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 15, 12);

const request = (
  hoursAgo: number,
  answeredAfterHours: number | null,
  extra: Partial<RequestEvidence> = {},
): RequestEvidence => {
  const uploadedAt = NOW - hoursAgo * HOUR;
  return {
    loadId: `load-${hoursAgo}-${answeredAfterHours}`,
    carrierKey: "dot:1",
    uploadedAt,
    deadlineAt: uploadedAt + 48 * HOUR,
    answeredAt: answeredAfterHours === null ? null : uploadedAt + answeredAfterHours * HOUR,
    verified: false,
    rateCents: 100_000,
    trueRateCents: null,
    disputeUpheldAt: null,
    complianceStatus: answeredAfterHours === null ? "pending" : "compliant",
    ...extra,
  };
};

describe("requestOutcome", () => {
  it("is on time up to the deadline, late after it, missed without an answer, open within the 48 hours", () => {
    expect(requestOutcome(request(100, 48), NOW)).toBe("on_time");
    expect(requestOutcome(request(100, 49), NOW)).toBe("late");
    expect(requestOutcome(request(100, null), NOW)).toBe("missed");
    expect(requestOutcome(request(10, null), NOW)).toBeNull();
    // Met by the deadline engine without a known answer time: on time, and no hours to answer.
    const met = request(100, null, { complianceStatus: "compliant" });
    expect(requestOutcome(met, NOW)).toBe("on_time");
    expect(profileFigures([met], NOW).medianHoursToAnswer).toBeNull();
  });
});

describe("scoredRequests", () => {
  it("leaves out requests still within their 48 hours and dates each at its answer or deadline", () => {
    const scored = scoredRequests([request(100, 10), request(100, null), request(5, null)], NOW);
    expect(scored.map((item) => item.outcome)).toEqual(["on_time", "missed"]);
    expect(scored[0]?.decidedAt).toBe(NOW - 90 * HOUR);
    expect(scored[1]?.decidedAt).toBe(NOW - 52 * HOUR);
  });
});

describe("profileFigures", () => {
  it("counts outcomes, removed misses and the median hours to answer", () => {
    const figures = profileFigures(
      [
        request(100, 10),
        request(200, 30),
        request(300, 60),
        request(400, null),
        request(500, null, { disputeUpheldAt: NOW }),
        request(2, null),
      ],
      NOW,
    );
    expect(figures).toMatchObject({
      received: 6,
      onTime: 2,
      late: 1,
      missed: 1,
      missedRemovedByDispute: 1,
      pending: 1,
      // 2 on time of 4 decided (the removed miss and the open request are not rated).
      complianceRating: 50,
    });
    expect(figures.medianHoursToAnswer).toBe(30);
  });

  it("publishes the verified margin only from three carriers, in aggregate", () => {
    const verified = (carrierKey: string, trueRateCents: number) =>
      request(100, 10, { carrierKey, verified: true, trueRateCents, loadId: `${carrierKey}-${trueRateCents}` });
    const two = profileFigures(
      [verified("dot:1", 125_000), verified("dot:2", 125_000), verified("dot:2", 150_000)],
      NOW,
    );
    expect(two.margin).toMatchObject({ published: false, carriers: 2, loads: 3 });
    expect(two.margin.published === false && two.margin.reason).toMatch(/needs 3/);
    const three = profileFigures(
      [verified("dot:1", 125_000), verified("dot:2", 125_000), verified("dot:3", 150_000)],
      NOW,
    );
    // (400,000 − 300,000) ÷ 400,000 = 25%.
    expect(three.margin).toEqual({ published: true, percent: 25, loads: 3, carriers: 3 });
  });

  it("groups by month for the charts, oldest first, with the on-time share of decided requests", () => {
    const figures = profileFigures([request(24 * 40, 10), request(24 * 41, null), request(24 * 42, 60)], NOW);
    expect(figures.months).toHaveLength(12);
    expect(figures.months.map((month) => month.month)).toEqual(recentMonths(NOW));
    const october = figures.months.find((month) => month.month === "2026-10");
    expect(october).toMatchObject({ received: 3, onTime: 1, late: 1, missed: 1, compliancePercent: 33 });
    expect(figures.months.at(-1)).toMatchObject({ received: 0, compliancePercent: null, medianHoursToAnswer: null });
  });
});

describe("requestCompliance", () => {
  it("rates on-time answers over decided requests: late counts as not met, open and removed ones not at all", () => {
    const requests = [
      request(100, 10),
      request(110, 20),
      request(120, 30),
      request(130, 60),
      request(140, null),
      request(150, null, { disputeUpheldAt: NOW }),
      request(3, null),
    ];
    expect(requestCompliance(requests, NOW)).toEqual({
      onTime: 3,
      late: 1,
      missed: 1,
      pending: 1,
      removedByDispute: 1,
      received: 7,
      decided: 5,
      percent: 60,
      band: "needs_improvement",
    });
    expect(requestCompliance(requests, NOW).percent).toBe(profileFigures(requests, NOW).complianceRating);
  });

  it("has no rating while nothing is decided", () => {
    expect(requestCompliance([request(3, null)], NOW)).toMatchObject({
      received: 1,
      decided: 0,
      percent: null,
      band: null,
    });
    expect(requestCompliance([], NOW).percent).toBeNull();
  });
});
