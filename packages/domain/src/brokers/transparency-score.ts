/**
 * The transparency score: one number 0–100 per broker, from evidence only (docs/broker-profiles.md).
 * Pure, so the API, the portal's explanations and the unit tests share one formula.
 */
import { z } from "zod";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Evidence older than this is not scored. */
export const SCORE_WINDOW_DAYS = 365;
/** An event this old weighs half as much as one from today. */
export const SCORE_HALF_LIFE_DAYS = 90;
/** Below this many decided 371.3 requests (after upheld disputes) the score is "not enough evidence". */
export const MIN_DECIDED_REQUESTS = 5;
export const SCORE_WEIGHTS = { answers: 0.6, verified: 0.2, payment: 0.2 } as const;
/** Points taken per upheld (actionable) NCCDB complaint, decayed like the rest, at most MAX_COMPLAINT_PENALTY. */
export const COMPLAINT_PENALTY = 10;
export const MAX_COMPLAINT_PENALTY = 30;
/** What a late answer earns beside an on-time one (1) and a missed one (0). */
export const LATE_ANSWER_CREDIT = 0.5;

export const SCORE_RULE =
  `Score = 100 × (${SCORE_WEIGHTS.answers} × answers + ${SCORE_WEIGHTS.verified} × verified + ` +
  `${SCORE_WEIGHTS.payment} × paid within 30 days) − ${COMPLAINT_PENALTY} per upheld complaint (at most ` +
  `${MAX_COMPLAINT_PENALTY}), over the last ${SCORE_WINDOW_DAYS} days. "answers" credits each 371.3 request 1 when ` +
  `answered within 48 hours, ${LATE_ANSWER_CREDIT} when late, 0 when missed; "verified" is the share of requests whose ` +
  "record an administrator verified; a part without evidence (days to pay not published) is left out and the others " +
  `share its weight. Each event weighs half as much every ${SCORE_HALF_LIFE_DAYS} days. With fewer than ` +
  `${MIN_DECIDED_REQUESTS} decided requests there is no score. A dispute an administrator upheld removes its event.`;

export type RequestOutcome = "on_time" | "late" | "missed";

export interface ScoredRequest {
  loadId: string;
  /** When the deadline fell: the request is decided from then (or from its answer, if earlier). */
  decidedAt: number;
  outcome: RequestOutcome;
  verified: boolean;
  /** When an administrator upheld the broker's dispute of a missed deadline; null if none. */
  disputeUpheldAt: number | null;
}

export interface ScoredComplaint {
  loadId: string;
  /** When FMCSA's outcome made it actionable (or when it was filed, for the record). */
  at: number;
  actionable: boolean;
  disputeUpheldAt: number | null;
}

export interface ScoreEvidence {
  requests: readonly ScoredRequest[];
  complaints: readonly ScoredComplaint[];
  /** The share of the broker's invoices paid within 30 days (0–1), or null when days to pay is not published. */
  paidWithin30Share: number | null;
}

export type TransparencyScore =
  | { score: number; decidedRequests: number; parts: ScoreParts }
  | { score: null; decidedRequests: number; reason: string };

export const scorePartsSchema = z.object({
  answers: z.number(),
  verified: z.number(),
  payment: z.number().nullable(),
  complaintPenalty: z.number(),
});
export type ScoreParts = z.infer<typeof scorePartsSchema>;

/** How much an event `ageMs` old counts: 1 today, ½ after one half-life, 0 outside the window. */
export function evidenceWeight(ageMs: number): number {
  if (ageMs < 0) return 1;
  if (ageMs > SCORE_WINDOW_DAYS * DAY_MS) return 0;
  return 0.5 ** (ageMs / (SCORE_HALF_LIFE_DAYS * DAY_MS));
}

const credit: Record<RequestOutcome, number> = { on_time: 1, late: LATE_ANSWER_CREDIT, missed: 0 };

const removedBy = (disputeUpheldAt: number | null, asOf: number) => disputeUpheldAt !== null && disputeUpheldAt <= asOf;

/** The score as of `asOf`: only evidence known by then counts, and only disputes decided by then. */
export function transparencyScore(evidence: ScoreEvidence, asOf: number): TransparencyScore {
  const requests = evidence.requests.filter(
    (request) => request.decidedAt <= asOf && !removedBy(request.disputeUpheldAt, asOf),
  );
  let weightSum = 0;
  let answerSum = 0;
  let verifiedSum = 0;
  let decided = 0;
  for (const request of requests) {
    const weight = evidenceWeight(asOf - request.decidedAt);
    if (weight === 0) continue;
    decided += 1;
    weightSum += weight;
    answerSum += weight * credit[request.outcome];
    if (request.verified) verifiedSum += weight;
  }
  if (decided < MIN_DECIDED_REQUESTS) {
    return {
      score: null,
      decidedRequests: decided,
      reason: `Not enough evidence: ${decided} decided 371.3 request${decided === 1 ? "" : "s"} in the last ${SCORE_WINDOW_DAYS} days; a score needs ${MIN_DECIDED_REQUESTS}.`,
    };
  }
  const answers = answerSum / weightSum;
  const verified = verifiedSum / weightSum;
  const payment = evidence.paidWithin30Share;
  const weights = SCORE_WEIGHTS.answers + SCORE_WEIGHTS.verified + (payment === null ? 0 : SCORE_WEIGHTS.payment);
  const base =
    (SCORE_WEIGHTS.answers * answers + SCORE_WEIGHTS.verified * verified + SCORE_WEIGHTS.payment * (payment ?? 0)) /
    weights;
  const complaintPenalty = Math.min(
    MAX_COMPLAINT_PENALTY,
    evidence.complaints
      .filter(
        (complaint) => complaint.actionable && complaint.at <= asOf && !removedBy(complaint.disputeUpheldAt, asOf),
      )
      .reduce((sum, complaint) => sum + COMPLAINT_PENALTY * evidenceWeight(asOf - complaint.at), 0),
  );
  const score = Math.round(Math.min(100, Math.max(0, 100 * base - complaintPenalty)));
  return {
    score,
    decidedRequests: decided,
    parts: {
      answers: round3(answers),
      verified: round3(verified),
      payment,
      complaintPenalty: round3(complaintPenalty),
    },
  };
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export const scoreHistoryEntrySchema = z.object({
  /** `YYYY-MM`: the score as of the end of that month (UTC). */
  month: z.string(),
  score: z.number().int().nullable(),
  /** Points since the month before; null when either month had no score. */
  change: z.number().int().nullable(),
  /** What happened in the month that moved the score, in words. */
  explanation: z.string(),
});
export type ScoreHistoryEntry = z.infer<typeof scoreHistoryEntrySchema>;

const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const endOfMonth = (year: number, month: number) => Date.UTC(year, month + 1, 1) - 1;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/** The score at each of the last `months` month-ends (the current month as of `now`), oldest first, each explained. */
export function scoreHistory(evidence: ScoreEvidence, now: number, months = 12): ScoreHistoryEntry[] {
  const today = new Date(now);
  const entries: ScoreHistoryEntry[] = [];
  let previous: number | null = null;
  for (let back = months - 1; back >= 0; back -= 1) {
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth() - back;
    const start = Date.UTC(year, month, 1);
    const asOf = back === 0 ? now : endOfMonth(year, month);
    const result = transparencyScore(evidence, asOf);
    const change = result.score !== null && previous !== null ? result.score - previous : null;
    entries.push({
      month: monthKey(start),
      score: result.score,
      change,
      explanation: explainMonth(evidence, start, asOf, result),
    });
    previous = result.score;
  }
  return entries;
}

function explainMonth(evidence: ScoreEvidence, start: number, end: number, result: TransparencyScore): string {
  const inMonth = (at: number | null) => at !== null && at >= start && at <= end;
  const decided = evidence.requests.filter((request) => inMonth(request.decidedAt));
  const count = (outcome: RequestOutcome) => decided.filter((request) => request.outcome === outcome).length;
  const parts: string[] = [];
  if (decided.length > 0) {
    parts.push(
      `${plural(count("on_time"), "request")} answered on time, ${count("late")} late, ${count("missed")} missed`,
    );
  }
  const verified = decided.filter((request) => request.verified).length;
  if (verified > 0) parts.push(`${plural(verified, "record")} verified`);
  const upheld =
    evidence.requests.filter((request) => inMonth(request.disputeUpheldAt)).length +
    evidence.complaints.filter((complaint) => inMonth(complaint.disputeUpheldAt)).length;
  if (upheld > 0) parts.push(`${plural(upheld, "dispute")} upheld (event removed)`);
  const complaints = evidence.complaints.filter((complaint) => complaint.actionable && inMonth(complaint.at)).length;
  if (complaints > 0) parts.push(`${plural(complaints, "upheld complaint")}`);
  if (parts.length === 0) parts.push("No new evidence; older events weigh less");
  if (result.score === null) parts.push(result.reason);
  return `${parts.join("; ")}.`;
}
