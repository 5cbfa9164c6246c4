import type { LaneArea } from "@truerate/domain/rates/escalation";
import { type HistoryWeek, historyWeekStarts, laneHistory } from "@truerate/domain/rates/lane-history";
import { readLaneReports } from "./lane-reports";
import { hasPoints, type LaneEndsInput, type ResolvedLane, reportQuery, resolveLanes } from "./resolve-lanes";

export interface LaneHistoryAnswer {
  lane: ResolvedLane<LaneEndsInput>["lane"];
  area: LaneArea;
  publishedWeeks: number;
  weeks: HistoryWeek[];
}

/**
 * The weekly history of up to 100 lanes (domain/rates/lane-history.ts). The 13 months around both
 * cities are read first, for every lane in one statement; only lanes where neither the cities nor
 * the radius publish half the weeks then read the two states.
 */
export async function historyLanes(
  db: D1Database,
  asked: readonly LaneEndsInput[],
  now: number,
  fieldPrefix: (index: number) => string = (index) => `lanes.${index}.`,
): Promise<LaneHistoryAnswer[]> {
  const lanes = await resolveLanes(db, asked, fieldPrefix);
  const firstDay = historyWeekStarts(now)[0] as string;
  const answers: (LaneHistoryAnswer | undefined)[] = [];
  let pending = lanes.map((lane, index) => ({
    index,
    area: hasPoints(lane) ? ("radius" as const) : ("state" as const),
  }));
  while (pending.length > 0) {
    const reports = await readLaneReports(
      db,
      pending.map(({ index, area }) => reportQuery(lanes[index] as ResolvedLane<LaneEndsInput>, area, firstDay)),
    );
    pending = pending.flatMap(({ index, area }, position) => {
      const lane = lanes[index] as ResolvedLane<LaneEndsInput>;
      const history = laneHistory(lane, reports[position] ?? [], now, area);
      if (!history) return [{ index, area: "state" as const }];
      answers[index] = { lane: lane.lane, ...history };
      return [];
    });
  }
  return answers as LaneHistoryAnswer[];
}
