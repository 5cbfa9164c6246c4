import { describe, expect, it } from "vitest";
import {
  COMPLAINT_PENALTY,
  evidenceWeight,
  MAX_COMPLAINT_PENALTY,
  MIN_DECIDED_REQUESTS,
  type RequestOutcome,
  SCORE_HALF_LIFE_DAYS,
  type ScoredComplaint,
  type ScoredRequest,
  scoreHistory,
  transparencyScore,
} from "./transparency-score";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 15, 12);

const request = (outcome: RequestOutcome, daysAgo: number, extra: Partial<ScoredRequest> = {}): ScoredRequest => ({
  loadId: `load-${outcome}-${daysAgo}-${Math.random()}`,
  decidedAt: NOW - daysAgo * DAY,
  outcome,
  verified: false,
  disputeUpheldAt: null,
  ...extra,
});
const evidence = (
  requests: ScoredRequest[],
  complaints: ScoredComplaint[] = [],
  paidWithin30Share: number | null = null,
) => ({
  requests,
  complaints,
  paidWithin30Share,
});

describe("evidenceWeight", () => {
  it("halves every half-life and drops to zero outside the year", () => {
    expect(evidenceWeight(0)).toBe(1);
    expect(evidenceWeight(SCORE_HALF_LIFE_DAYS * DAY)).toBeCloseTo(0.5, 10);
    expect(evidenceWeight(2 * SCORE_HALF_LIFE_DAYS * DAY)).toBeCloseTo(0.25, 10);
    expect(evidenceWeight(366 * DAY)).toBe(0);
  });
});

describe("transparencyScore", () => {
  it("says 'not enough evidence' below the threshold instead of a number", () => {
    const few = Array.from({ length: MIN_DECIDED_REQUESTS - 1 }, (_, index) => request("on_time", index));
    const result = transparencyScore(evidence(few), NOW);
    expect(result.score).toBeNull();
    expect(result.score === null && result.reason).toMatch(/Not enough evidence: 4 decided/);
    expect(transparencyScore(evidence([...few, request("on_time", 1)]), NOW).score).not.toBeNull();
  });

  it("shares a missing part's weight among the others", () => {
    const onTime = Array.from({ length: 6 }, (_, index) => request("on_time", index));
    // answers 1, verified 0, payment left out: (0.6 × 1 + 0.2 × 0) / 0.8 = 75.
    expect(transparencyScore(evidence(onTime), NOW).score).toBe(75);
    expect(transparencyScore(evidence(onTime, [], 1), NOW).score).toBe(80);
    const verified = onTime.map((item) => ({ ...item, verified: true }));
    expect(transparencyScore(evidence(verified, [], 1), NOW).score).toBe(100);
  });

  it("credits a late answer half and a missed one nothing", () => {
    const late = Array.from({ length: 6 }, (_, index) => request("late", index));
    const missed = Array.from({ length: 6 }, (_, index) => request("missed", index));
    // 0.6 × 0.5 / 0.8 = 37.5 (rounded either way by floating point)
    expect(Math.abs((transparencyScore(evidence(late), NOW).score ?? 0) - 37.5)).toBe(0.5);
    expect(transparencyScore(evidence(missed), NOW).score).toBe(0);
  });

  it("weighs recent months more: recent misses cost more than old ones", () => {
    const oldMisses = [
      ...Array.from({ length: 3 }, () => request("missed", 300)),
      ...Array.from({ length: 3 }, () => request("on_time", 1)),
    ];
    const recentMisses = [
      ...Array.from({ length: 3 }, () => request("missed", 1)),
      ...Array.from({ length: 3 }, () => request("on_time", 300)),
    ];
    const oldScore = transparencyScore(evidence(oldMisses), NOW).score ?? -1;
    const recentScore = transparencyScore(evidence(recentMisses), NOW).score ?? -1;
    expect(oldScore).toBeGreaterThan(60);
    expect(recentScore).toBeLessThan(15);
  });

  it("ignores evidence older than the window and events after the as-of time", () => {
    const stale = Array.from({ length: 6 }, () => request("missed", 400));
    expect(transparencyScore(evidence(stale), NOW).score).toBeNull();
    const future = Array.from({ length: 6 }, () => request("on_time", -3));
    expect(transparencyScore(evidence(future), NOW).decidedRequests).toBe(0);
  });

  it("removes a missed deadline once a dispute is upheld, but not before the decision", () => {
    const decidedAt = NOW - 2 * DAY;
    const requests = [
      ...Array.from({ length: 5 }, (_, index) => request("on_time", index + 3)),
      request("missed", 10, { disputeUpheldAt: decidedAt }),
    ];
    expect(transparencyScore(evidence(requests), NOW).score).toBe(75);
    expect(transparencyScore(evidence(requests), decidedAt - 1).score).toBeLessThan(75);
  });

  it("takes points for upheld complaints, capped, and none for an overturned one", () => {
    const requests = Array.from({ length: 6 }, (_, index) => request("on_time", index));
    const complaint = (extra: Partial<ScoredComplaint> = {}): ScoredComplaint => ({
      loadId: "c",
      at: NOW,
      actionable: true,
      disputeUpheldAt: null,
      ...extra,
    });
    expect(transparencyScore(evidence(requests, [complaint()]), NOW).score).toBe(75 - COMPLAINT_PENALTY);
    const many = Array.from({ length: 6 }, () => complaint());
    expect(transparencyScore(evidence(requests, many), NOW).score).toBe(75 - MAX_COMPLAINT_PENALTY);
    expect(transparencyScore(evidence(requests, [complaint({ actionable: false })]), NOW).score).toBe(75);
    expect(transparencyScore(evidence(requests, [complaint({ disputeUpheldAt: NOW - DAY })]), NOW).score).toBe(75);
  });
});

describe("scoreHistory", () => {
  it("explains each month's change, including an upheld dispute", () => {
    const requests = [
      ...Array.from({ length: 6 }, (_, index) => request("on_time", 60 + index)),
      request("missed", 40, { disputeUpheldAt: NOW - 5 * DAY }),
    ];
    const history = scoreHistory(evidence(requests), NOW);
    expect(history).toHaveLength(12);
    expect(history.at(-1)?.month).toBe("2026-11");
    const current = history.at(-1);
    expect(current?.explanation).toMatch(/1 dispute upheld/);
    expect(current?.change).toBeGreaterThan(0);
    const october = history.find((entry) => entry.month === "2026-10");
    expect(october?.explanation).toMatch(/0 requests answered on time, 0 late, 1 missed/);
    expect(history[0]?.score).toBeNull();
    expect(history[0]?.explanation).toMatch(/Not enough evidence/);
  });
});
