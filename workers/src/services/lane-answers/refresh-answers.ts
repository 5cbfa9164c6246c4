// The cron's part in kept lane answers: it computes again the answers that stopped holding (a new
// day, or their pair changed) before anyone asks, so a lookup seldom waits for the reports, and it
// drops answers nobody asked for in KEEP_UNASKED_DAYS. The rebuild command runs the same pass over
// every answer and compares (scripts/rates-rebuild.ts).
import type { ServiceContext } from "../../core/service-context";
import { deleteStaleAsks } from "../../db/queries/lane-answers-asks";
import { dropAnswersAskedBefore, keptAnswersByHolding } from "../../db/queries/lane-answers-kept";
import { answerText, packAnswer, readStoredAnswer, unpackAnswer } from "./answer-packing";
import { KEEP_UNASKED_DAYS, type KeptLane, keepAnswers, utcDay } from "./answer-store";
import { computeHistories } from "./history-lanes";
import { computeLookups, type LaneInput } from "./lookup-lanes";
import type { LaneEndsInput, ResolvedLane } from "./resolve-lanes";

/** Answers computed per cron run: about a second of reports at the bench's densest lanes. */
export const REFRESH_BATCH = 200;

interface StaleAnswer extends KeptLane {
  version: number;
  /** As stored: packed (answer-packing.ts). */
  answer: string;
}

/** Computes `stale` again from the reports, at the versions given; returns the answers in order. */
async function recompute(ctx: ServiceContext, stale: readonly StaleAnswer[], now: number): Promise<unknown[]> {
  const isHistory = (entry: StaleAnswer) => entry.key.startsWith("history|");
  const lookups = stale.filter((entry) => !isHistory(entry));
  const histories = stale.filter(isHistory);
  const [lookupAnswers, historyAnswers] = await Promise.all([
    computeLookups(ctx, { lanes: lookups.map((entry) => entry.lane as ResolvedLane<LaneInput>), now }),
    computeHistories(ctx, { lanes: histories.map((entry) => entry.lane as ResolvedLane<LaneEndsInput>), now }),
  ]);
  const byKey = new Map<string, unknown>([
    ...lookups.map((entry, index) => [entry.key, lookupAnswers[index]] as const),
    ...histories.map((entry, index) => [entry.key, historyAnswers[index]] as const),
  ]);
  return stale.map((entry) => byKey.get(entry.key));
}

/** Kept answers, each with whether it still holds today (its day, and its pair not moved since). */
async function keptRows(ctx: ServiceContext, which: "stale" | "holding", limit: number) {
  const rows = await keptAnswersByHolding(ctx.db, { day: utcDay(ctx.now()), holding: which === "holding", limit });
  return rows as StaleAnswer[];
}

/**
 * The cron's pass: drops answers unasked for KEEP_UNASKED_DAYS, then computes again up to `limit`
 * answers that no longer hold and keeps them. Returns how many it dropped and refreshed.
 */
export async function refreshLaneAnswers(
  ctx: ServiceContext,
  { limit = REFRESH_BATCH }: { limit?: number } = {},
): Promise<{ dropped: number; refreshed: number }> {
  const now = ctx.now();
  const dropped = await dropAnswersAskedBefore(ctx.db, new Date(now - KEEP_UNASKED_DAYS * 86_400_000));
  // Resolutions no read can use any more (they would be recorded again on an ask).
  await deleteStaleAsks(ctx.env.DB);
  const stale = await keptRows(ctx, "stale", limit);
  const answers = await recompute(ctx, stale, now);
  await keepAnswers(ctx, {
    kept: stale.map((entry, index) => ({ ...entry, answer: packAnswer(JSON.stringify(answers[index])) })),
    now,
    asked: false,
  });
  return { dropped, refreshed: stale.length };
}

/** An answer as JSON text with numbers as JavaScript writes them, so stored and computed compare. */
const canonical = (answer: unknown) => JSON.stringify(JSON.parse(JSON.stringify(answer)));

/**
 * Every kept answer that holds today, computed again from the reports and compared: the proof that
 * what lookups read equals what the rules give. Returns the keys that differ (none, or a bug).
 */
export async function verifyLaneAnswers(ctx: ServiceContext): Promise<{ checked: number; differing: string[] }> {
  const holding = await keptRows(ctx, "holding", Number.MAX_SAFE_INTEGER);
  const answers = await recompute(ctx, holding, ctx.now());
  const differing = holding
    .filter(
      (entry, index) =>
        canonical(JSON.parse(answerText(unpackAnswer(readStoredAnswer(entry.answer))))) !== canonical(answers[index]),
    )
    .map((entry) => entry.key);
  return { checked: holding.length, differing };
}
