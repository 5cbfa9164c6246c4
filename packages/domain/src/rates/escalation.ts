// How a thin lane widens until it can be published. The most specific answer wins: at each area
// (the same cities, then every point within RADIUS_MILES of both, then the two three-digit ZIP
// areas, then the two states) the longer timeframes, up to a year, are tried before the next wider
// area, so a 30-day question never gets a state-wide answer when the same cities over 90 days would
// publish. A lane end asked as a ZIP3 area or a state starts there. The applied step is always
// reported with the figures.
import { type Coordinates, haversineMiles } from "../geo";
import { RATE_TIMEFRAMES, type RateTimeframe } from "../partners/vocabulary";

export const RADIUS_MILES = 100;

export const LANE_AREAS = ["city", "radius", "zip3", "state"] as const;
export type LaneArea = (typeof LANE_AREAS)[number];

/** How narrowly a lane end can be asked: a city (or a ZIP code, which names one), a ZIP3 area, a state. */
export const ASKED_AREAS = ["city", "zip3", "state"] as const satisfies readonly LaneArea[];
export type AskedArea = (typeof ASKED_AREAS)[number];

/** The wider of two asked areas. */
export const widerAsked = (a: AskedArea, b: AskedArea): AskedArea => (areaIndex(a) >= areaIndex(b) ? a : b);

export interface EscalationStep {
  area: LaneArea;
  timeframeDays: RateTimeframe;
}

export interface LaneEnd {
  /** Empty when the end was asked as a ZIP3 area or a state. */
  city: string;
  state: string;
  /** The city's point from the gazetteer; without it the radius step is skipped. */
  point: Coordinates | null;
  /** The end's three-digit ZIP area; without it the ZIP3 step is skipped. Absent: unknown. */
  zip3?: string | null;
  /** The narrowest area the end was asked at; absent: a city. No step is narrower for this end. */
  asked?: AskedArea;
}

export interface LanePlace {
  city: string;
  state: string;
  point: Coordinates | null;
  /** The place's three-digit ZIP area, when known. */
  zip3?: string | null;
}

const areaIndex = (area: LaneArea) => LANE_AREAS.indexOf(area);

/** The area an end is judged at in a step: the step's, or the end's own when it was asked wider. */
export function endArea(step: LaneArea, end: LaneEnd): LaneArea {
  const asked = end.asked ?? "city";
  return areaIndex(asked) > areaIndex(step) ? asked : step;
}

/** Whether an end can be judged at an area: the radius needs its point, the ZIP3 area its ZIP3. */
const judgeable = (area: LaneArea, end: LaneEnd) =>
  (area !== "radius" || end.point !== null) && (area !== "zip3" || Boolean(end.zip3));

/**
 * The areas a lane is tried at, narrowest first: from the narrowest either end was asked at, each
 * area both ends can be judged at, skipping one that would judge both ends as the previous did.
 */
export function laneAreas(origin: LaneEnd, destination: LaneEnd): LaneArea[] {
  const start = Math.min(areaIndex(origin.asked ?? "city"), areaIndex(destination.asked ?? "city"));
  const areas: LaneArea[] = [];
  let previous = "";
  for (const area of LANE_AREAS.slice(start)) {
    const ends = [endArea(area, origin), endArea(area, destination)] as const;
    if (!judgeable(ends[0], origin) || !judgeable(ends[1], destination)) continue;
    if (ends.join() === previous) continue;
    previous = ends.join();
    areas.push(area);
  }
  return areas;
}

/** How much of a lane was read: steps wider than this are not tried on it. */
export interface ReadScope {
  area: LaneArea;
  days: number;
}

/** Whether a step lies within what was read. */
export function withinScope(step: EscalationStep, scope: ReadScope): boolean {
  return step.timeframeDays <= scope.days && areaIndex(step.area) <= areaIndex(scope.area);
}

/**
 * The steps tried for a lane, in order, starting with what was asked: each of its areas
 * (`laneAreas`) through every longer timeframe.
 */
export function escalationSteps(requested: RateTimeframe, areas: readonly LaneArea[]): EscalationStep[] {
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
export function inArea(step: LaneArea, place: LanePlace, end: LaneEnd): boolean {
  const area = endArea(step, end);
  if (area === "city") return sameCity(place, end);
  if (area === "radius") return sameCity(place, end) || within(place, end);
  if (area === "zip3") return Boolean(place.zip3) && place.zip3 === end.zip3;
  return place.state === end.state;
}

/** The first day (`YYYY-MM-DD`, UTC) inside a timeframe of `days` ending today. */
export function firstDayOf(days: number, now: number): string {
  return new Date(now - (days - 1) * 86_400_000).toISOString().slice(0, 10);
}
