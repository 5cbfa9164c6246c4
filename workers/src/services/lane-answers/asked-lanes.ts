// Lanes answered as they were asked. A lane asked again in the same form reaches its kept answer
// through the resolution recorded for that form (answer-store.ts `keptAsAsked`): one statement, no
// places read, no resolving. The others are resolved, answered from what is kept under their
// resolved key or computed from the reports, and their resolution recorded for next time.
import type { AskedArea } from "@truerate/domain/rates/escalation";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { currentAskRows } from "../../db/queries/lane-answers-asks";
import {
  type AnswerKind,
  type AskedAnswer,
  askedKey,
  type KeptLane,
  keptAsAsked,
  keptLane,
  keptPackedAnswers,
  parseAskedKey,
  recordAsks,
} from "./answer-store";
import { type LaneEndsInput, type ResolvedLane, resolveLanes } from "./resolve-lanes";

/** A resolved lane's key, pair and what recomputes it: a lookup's key is one per timeframe. */
const keptOfKind = (kind: AnswerKind, lane: ResolvedLane<LaneEndsInput>): KeptLane =>
  keptLane(kind, lane, kind === "lookup" ? (lane.lane as { timeframeDays?: number }).timeframeDays : undefined);

/** What a caller asks of the lane answers: the lanes, where their errors point, and the narrowest area read. */
export interface AskedLanes<L extends LaneEndsInput> {
  lanes: readonly L[];
  /** The field path of lane `index` in the caller's input, for its validation errors (`lanes.3.`). */
  fieldPrefix?: (index: number) => string;
  narrowest?: AskedArea;
}

export interface LanesAsked<L extends LaneEndsInput> {
  kind: AnswerKind;
  asked: readonly L[];
  now: number;
  /** The field path of lane `index` as asked, for a 400 naming an unknown ZIP code or area. */
  fieldPrefix: (index: number) => string;
  narrowest: AskedArea;
  /** Answers of resolved lanes, from the reports, in order. */
  compute: (lanes: ResolvedLane<L>[]) => Promise<unknown[]>;
  /** Hold the JSON of computed answers too: the caller parses every ask (answer-store.ts). */
  holdJson?: boolean;
}

/** Each lane's answer, packed, with the lane as the answer echoes it, in the order asked. */
export async function answerAsAsked<L extends LaneEndsInput>(
  ctx: ServiceContext,
  ask: LanesAsked<L>,
): Promise<AskedAnswer<ResolvedLane<L>["lane"]>[]> {
  const keys = ask.asked.map((lane) => askedKey(ask.kind, ask.narrowest, lane));
  const { answers, placesVersion } = await keptAsAsked<ResolvedLane<L>["lane"]>(ctx, { keys, now: ask.now });
  const missing = answers.flatMap((answer, index) => (answer ? [] : [index]));
  if (missing.length === 0) return answers as AskedAnswer<ResolvedLane<L>["lane"]>[];

  const lanes = await resolveLanes(ctx, {
    lanes: missing.map((index) => ask.asked[index] as L),
    fieldPrefix: (position) => ask.fieldPrefix(missing[position] as number),
    narrowest: ask.narrowest,
  });
  const kept = lanes.map((lane) => keptOfKind(ask.kind, lane));
  const packed = await keptPackedAnswers(ctx, {
    lanes: kept,
    now: ask.now,
    compute: (positions) => ask.compute(positions.map((position) => lanes[position] as ResolvedLane<L>)),
    holdJson: ask.holdJson,
  });
  const asks = missing.map((index, position) => {
    const { lane } = lanes[position] as ResolvedLane<L>;
    const { key } = kept[position] as KeptLane;
    answers[index] = { lane, key, answer: packed[position] as AskedAnswer<unknown>["answer"] };
    return { askedKey: keys[index] as string, key, lane };
  });
  await recordAsks(ctx, { asks, placesVersion });
  return answers as AskedAnswer<ResolvedLane<L>["lane"]>[];
}

/** Resolved lanes, or undefined for each when one of them no longer resolves (an unknown ZIP code). */
const resolvedOrNot = (ctx: ServiceContext, asked: LaneEndsInput[], narrowest: AskedArea) =>
  resolveLanes(ctx, { lanes: asked, fieldPrefix: () => "", narrowest }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED") return asked.map(() => undefined);
    throw error;
  });

/**
 * Every resolution a read can use, resolved again from the places as they stand and compared (its
 * answer key and its echoed lane): the rebuild's proof that answering as asked answers what resolving
 * would. A hundred at a time, by narrowest area. Returns the asked keys that differ (none, or a bug).
 */
export async function verifyAsks(ctx: ServiceContext): Promise<{ checked: number; differing: string[] }> {
  const asks = (await currentAskRows(ctx.env.DB)).map((ask) => ({ ...ask, ...parseAskedKey(ask.askedKey) }));
  const differing: string[] = [];
  for (const narrowest of new Set(asks.map((ask) => ask.narrowest))) {
    const group = asks.filter((ask) => ask.narrowest === narrowest);
    for (let start = 0; start < group.length; start += 100) {
      const chunk = group.slice(start, start + 100);
      const lanes = await resolvedOrNot(
        ctx,
        chunk.map((ask) => ask.asked as LaneEndsInput),
        narrowest as AskedArea,
      );
      chunk.forEach((ask, index) => {
        const lane = lanes[index];
        const same = lane && keptOfKind(ask.kind, lane).key === ask.key && JSON.stringify(lane.lane) === ask.lane;
        if (!same) differing.push(ask.askedKey);
      });
    }
  }
  return { checked: asks.length, differing };
}
