import type { z } from "@hono/zod-openapi";
import type { AskedArea } from "@truerate/domain/rates/escalation";
import { firstDayOf, type ReadScope } from "@truerate/domain/rates/escalation";
import { aggregateLane, type LaneAggregate, type LaneRequest, widerScope } from "@truerate/domain/rates/lane-aggregate";
import type { ServiceContext } from "../../core/service-context";
import type { laneInputSchema } from "../../schemas/v1/rates";
import { parseKept } from "./answer-store";
import { type AskedLanes, answerAsAsked } from "./asked-lanes";
import type { PackedLaneAnswer } from "./lane-answers-json";
import { readLaneReports } from "./lane-reports";
import { type ResolvedLane, readsAroundCities, reportQuery } from "./resolve-lanes";

export type LaneInput = z.output<typeof laneInputSchema>;

export type LaneLookup = { lane: ResolvedLane<LaneInput>["lane"] } & LaneAggregate;

/** The lookups of lanes as asked (asked-lanes.ts): each lane's key is one per timeframe. */
const askedLookups = (
  ctx: ServiceContext,
  asked: readonly LaneInput[],
  now: number,
  fieldPrefix: (index: number) => string,
  narrowest: AskedArea,
  holdJson: boolean,
) =>
  answerAsAsked(ctx, {
    kind: "lookup",
    asked,
    now,
    fieldPrefix,
    narrowest,
    compute: (lanes) => computeLookups(ctx, { lanes, now }),
    holdJson,
  });

/**
 * Lane true rates for up to 100 lanes, each end a city and state, a ZIP code, a ZIP3 area or a
 * state. A lane's answer kept for today at its pair's current version is read as it is
 * (answer-store.ts); the others are computed from the reports (`computeLookups`) and kept.
 */
export async function lookupLanes(ctx: ServiceContext, input: AskedLanes<LaneInput>): Promise<LaneLookup[]> {
  const { lanes, fieldPrefix = (index) => `lanes.${index}.`, narrowest = "city" } = input;
  const answers = await askedLookups(ctx, lanes, ctx.now(), fieldPrefix, narrowest, true);
  return answers.map(({ lane, key, answer }) => ({ lane, ...parseKept<LaneAggregate>(key, answer) }));
}

/**
 * `lookupLanes`, packed and unparsed: the partner route sends kept lookups on as they were stored
 * (lane-answers-json.ts), as it does histories.
 */
export async function packedLaneLookups(
  ctx: ServiceContext,
  input: { lanes: readonly LaneInput[] },
): Promise<PackedLaneAnswer<LaneLookup["lane"]>[]> {
  return askedLookups(ctx, input.lanes, ctx.now(), (index) => `lanes.${index}.`, "city", false);
}

/**
 * The rules on the reports, for resolved lanes. The reports of the requested timeframe around the
 * two cities are read first (one round trip for every lane); only lanes still withheld then read
 * the same area a year back, and then both states a year back, for the escalation
 * (domain/rates/escalation.ts). Every rule (publication, escalation, confidence) is in domain/rates.
 */
export async function computeLookups(
  ctx: ServiceContext,
  { lanes, now }: { lanes: readonly ResolvedLane<LaneInput>[]; now: number },
): Promise<LaneAggregate[]> {
  const requests: LaneRequest[] = lanes.map(({ lane, origin, destination }) => ({
    origin,
    destination,
    timeframeDays: lane.timeframeDays,
  }));
  // First read: the requested timeframe, and only around the two cities when both are known (the
  // city and radius steps); dense lanes publish from this.
  const firstScopes: ReadScope[] = lanes.map((lane) => ({
    area: readsAroundCities(lane) ? "radius" : "state",
    days: lane.lane.timeframeDays,
  }));

  // Each round reads every lane still pending in one statement, then widens the ones still
  // withheld (widerScope): at most three round trips, and wide reads only for thin lanes.
  const results: LaneAggregate[] = [];
  let pending = firstScopes.map((scope, index) => ({ index, scope }));
  while (pending.length > 0) {
    const reports = await readLaneReports(ctx, {
      queries: pending.map(({ index, scope }) =>
        reportQuery(lanes[index] as ResolvedLane<LaneInput>, scope.area, firstDayOf(scope.days, now)),
      ),
    });
    pending = pending.flatMap(({ index, scope }, position) => {
      const result = aggregateLane(requests[index] as LaneRequest, reports[position] ?? [], now, scope);
      results[index] = result;
      const wider = widerScope(result, scope);
      return wider ? [{ index, scope: wider }] : [];
    });
  }
  return results;
}
