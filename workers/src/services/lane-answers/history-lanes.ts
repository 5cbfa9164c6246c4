import { historyWeekStarts, type LaneHistory, laneHistory } from "@truerate/domain/rates/lane-history";
import type { ServiceContext } from "../../core/service-context";
import { answerText, unpackAnswer } from "./answer-packing";
import { type AskedLanes, answerAsAsked } from "./asked-lanes";
import type { PackedLaneAnswer } from "./lane-answers-json";
import { readLaneReports } from "./lane-reports";
import { type LaneEndsInput, type ResolvedLane, readsAroundCities, reportQuery } from "./resolve-lanes";

export type LaneHistoryAnswer = { lane: ResolvedLane<LaneEndsInput>["lane"] } & LaneHistory;

/**
 * The weekly history of up to 100 lanes (domain/rates/lane-history.ts), packed: a history kept for
 * today at its pair's current version is read as it is (answer-store.ts); the others are computed
 * from the reports (`computeHistories`) and kept. A hundred histories are about 1.25 MB of JSON, so
 * the partner route sends the packed histories on (lane-answers-json.ts) rather than parse and write them.
 */
export async function packedLaneHistories(
  ctx: ServiceContext,
  input: AskedLanes<LaneEndsInput>,
): Promise<PackedLaneAnswer<LaneHistoryAnswer["lane"]>[]> {
  const now = ctx.now();
  return answerAsAsked(ctx, {
    kind: "history",
    asked: input.lanes,
    now,
    fieldPrefix: input.fieldPrefix ?? ((index) => `lanes.${index}.`),
    narrowest: input.narrowest ?? "city",
    compute: (lanes) => computeHistories(ctx, { lanes, now }),
  });
}

/** `packedLaneHistories`, parsed. */
export async function historyLanes(
  ctx: ServiceContext,
  input: AskedLanes<LaneEndsInput>,
): Promise<LaneHistoryAnswer[]> {
  return (await packedLaneHistories(ctx, input)).map(({ lane, answer }) => ({
    lane,
    ...(JSON.parse(answerText(unpackAnswer(answer))) as LaneHistory),
  }));
}

/**
 * The rules on the reports, for resolved lanes. The 13 months around both cities are read first,
 * for every lane in one statement; only lanes where neither the cities nor the radius publish half
 * the weeks then read the two states.
 */
export async function computeHistories(
  ctx: ServiceContext,
  { lanes, now }: { lanes: readonly ResolvedLane<LaneEndsInput>[]; now: number },
): Promise<LaneHistory[]> {
  const firstDay = historyWeekStarts(now)[0] as string;
  const answers: LaneHistory[] = [];
  let pending = lanes.map((lane, index) => ({
    index,
    area: readsAroundCities(lane) ? ("radius" as const) : ("state" as const),
  }));
  while (pending.length > 0) {
    const reports = await readLaneReports(ctx, {
      queries: pending.map(({ index, area }) =>
        reportQuery(lanes[index] as ResolvedLane<LaneEndsInput>, area, firstDay),
      ),
    });
    pending = pending.flatMap(({ index, area }, position) => {
      const history = laneHistory(lanes[index] as ResolvedLane<LaneEndsInput>, reports[position] ?? [], now, area);
      if (!history) return [{ index, area: "state" as const }];
      answers[index] = history;
      return [];
    });
  }
  return answers;
}
