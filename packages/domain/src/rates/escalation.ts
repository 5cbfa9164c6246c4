// How a thin lane widens until it can be published. The most specific answer wins: at each area
// (the same cities, then every point within RADIUS_MILES of both, then the two states) the longer
// timeframes, up to a year, are tried before the next wider area, so a 30-day question never gets
// a state-wide answer when the same cities over 90 days would publish. The applied step is always
// reported with the figures.
import { type Coordinates, haversineMiles } from "../geo";
import { RATE_TIMEFRAMES, type RateTimeframe } from "../partners/vocabulary";

export const RADIUS_MILES = 100;

export const LANE_AREAS = ["city", "radius", "state"] as const;
export type LaneArea = (typeof LANE_AREAS)[number];

export interface EscalationStep {
  area: LaneArea;
  timeframeDays: RateTimeframe;
}

export interface LaneEnd {
  city: string;
  state: string;
  /** The city's point from the gazetteer; without it the radius step is skipped. */
  point: Coordinates | null;
}

export interface LanePlace {
  city: string;
  state: string;
  point: Coordinates | null;
}

/** How much of a lane was read: steps wider than this are not tried on it. */
export interface ReadScope {
  area: LaneArea;
  days: number;
}

/** Whether a step lies within what was read. */
export function withinScope(step: EscalationStep, scope: ReadScope): boolean {
  return step.timeframeDays <= scope.days && LANE_AREAS.indexOf(step.area) <= LANE_AREAS.indexOf(scope.area);
}

/** The steps tried for a lane, in order, starting with what was asked: each area through every longer timeframe. */
export function escalationSteps(requested: RateTimeframe, hasPoints: boolean): EscalationStep[] {
  const areas = LANE_AREAS.filter((area) => area !== "radius" || hasPoints);
  const timeframes = RATE_TIMEFRAMES.filter((days) => days >= requested);
  return areas.flatMap((area) => timeframes.map((timeframeDays) => ({ area, timeframeDays })));
}

/**
 * How far a step is from the request: each wider area and each longer timeframe counts once
 * (city/30 → city/90 is two, city/30 → state/30 two, with the radius between). The confidence
 * penalty counts these, not the steps tried, which the escalation order multiplies.
 */
export function widenings(steps: readonly EscalationStep[], applied: EscalationStep): number {
  const areas = [...new Set(steps.map((step) => step.area))];
  const timeframes = [...new Set(steps.map((step) => step.timeframeDays))];
  return areas.indexOf(applied.area) + timeframes.indexOf(applied.timeframeDays);
}

const sameCity = (place: LanePlace, end: LaneEnd) =>
  place.state === end.state && place.city.trim().toLowerCase() === end.city.trim().toLowerCase();

const within = (place: LanePlace, end: LaneEnd) =>
  place.point !== null && end.point !== null && haversineMiles(place.point, end.point) <= RADIUS_MILES;

/** Whether a report's pickup (or delivery) falls in the step's area around the lane's end. */
export function inArea(area: LaneArea, place: LanePlace, end: LaneEnd): boolean {
  if (area === "city") return sameCity(place, end);
  if (area === "radius") return sameCity(place, end) || within(place, end);
  return place.state === end.state;
}

/** The first day (`YYYY-MM-DD`, UTC) inside a timeframe of `days` ending today. */
export function firstDayOf(days: number, now: number): string {
  return new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}
