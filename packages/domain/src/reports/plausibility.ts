// The door every load and rate passes, whichever way it enters (portal upload, partner push, an
// administrator's true rate): values that cannot be true are refused with a field message. Values
// that are possible but unusual for their lane are judged later (screening.ts), never here.
import type { StopKind } from "../enums";
import { type Coordinates, haversineMiles } from "../geo";
import { addDays } from "../new-york-time";

/**
 * Road miles against the straight line between the two ends. US road travel averages 1.2× the
 * great circle (Ballou, Rahardja & Sakai 2002, the ROAD_FACTOR of geo.ts); inter-city routes rarely
 * pass 1.6×. Ends are city centres, so a real trip can start or end up to a city's width away:
 * the slack in miles absorbs that.
 */
export const MILEAGE_RULE = {
  /** Below this share of the straight line (minus the slack) the road would be shorter than the crow flies. */
  minCircuity: 0.9,
  maxCircuity: 2,
  slackMiles: 30,
  /** Within one city (ends under this many miles apart): a local move, up to LOCAL_MAX_MILES. */
  localRadiusMiles: 25,
  localMaxMiles: 200,
  longestUsTripMiles: 3_500,
} as const;

/** How far posted coordinates may lie from the named place's centre (a city's width, with room). */
export const POSTED_POINT_SLACK_MILES = 50;

/** How far ahead a load's date may be (a load is submitted after it moved; time zones and a scheduled pickup need a little). */
export const MAX_DAYS_AHEAD = 3;
/** 49 CFR 371.3(c): brokers keep a load's record for three years; older loads cannot be reviewed. */
export const MAX_YEARS_BACK = 3;

/**
 * Dollars per mile a truckload can be paid, by trip length: short hauls carry a fixed cost over
 * few miles and earn more per mile. Well outside what DAT and Truckstop publish for any US lane
 * (about $1.50–$4 on long hauls, to $10+ on very short ones), so only absurd values are refused.
 */
export const PER_MILE_BANDS: readonly { upToMiles: number; min: number; max: number }[] = [
  { upToMiles: 100, min: 1, max: 60 },
  { upToMiles: 250, min: 0.75, max: 20 },
  { upToMiles: 500, min: 0.6, max: 12 },
  { upToMiles: Number.POSITIVE_INFINITY, min: 0.5, max: 9 },
];
export const MIN_TRIP_DOLLARS = 50;
export const MAX_TRIP_DOLLARS = 50_000;

/**
 * Cargo weight in pounds. 80,000 lb is the federal gross limit (23 CFR 658.17), about 48,000 lb
 * of payload; heavier loads move on permits, but none a carrier hauls as a truckload reaches
 * 150,000 lb of cargo.
 */
export const MAX_WEIGHT_POUNDS = 150_000;

/** The door's rules in one sentence, for the contract's descriptions. */
export const PLAUSIBILITY_RULE =
  "A load is refused, with a message per field, when: an end is not a known US place (the gazetteer or the ZIP " +
  `table) or its state not a US state code; posted coordinates lie over ${POSTED_POINT_SLACK_MILES} miles from the ` +
  "named place; the " +
  `mileage is below ${MILEAGE_RULE.minCircuity} × the straight line − ${MILEAGE_RULE.slackMiles} or above ` +
  `${MILEAGE_RULE.maxCircuity} × it + ${MILEAGE_RULE.slackMiles} (at most ${MILEAGE_RULE.localMaxMiles} miles ` +
  `within one city); the date is over ${MAX_DAYS_AHEAD} days ahead or over ${MAX_YEARS_BACK} years back; the rate is ` +
  `outside $${MIN_TRIP_DOLLARS}–$${MAX_TRIP_DOLLARS} or outside its band per mile (${PER_MILE_BANDS.map(
    (band) => `${Number.isFinite(band.upToMiles) ? `≤ ${band.upToMiles} mi` : "longer"}: $${band.min}–$${band.max}`,
  ).join("; ")}); the weight is over ${MAX_WEIGHT_POUNDS} lb.`;

export const PLAUSIBILITY_MESSAGES = {
  unknownPlace: (city: string, state: string) =>
    `${city}, ${state} is not a US place we know: pick the city from the suggestions or check its spelling and state`,
  unknownState: (state: string) => `${state} is not a US state code: use the two-letter code, such as TX`,
  pointFarFromPlace: (miles: number, place: string) =>
    `These coordinates are ${miles} miles from ${place}: send the place's own coordinates or none`,
  mileageBelowStraightLine: (mileage: number, straight: number) =>
    `Mileage ${mileage} is shorter than the ${straight}-mile straight line between pickup and delivery: check the mileage or the places`,
  mileageAboveRoute: (mileage: number, straight: number, max: number) =>
    `Mileage ${mileage} is far above any road route for a ${straight}-mile straight line (at most ${max}): check the mileage or the places`,
  localMileage: (mileage: number) =>
    `Mileage ${mileage} is too long for a move within one city (at most ${MILEAGE_RULE.localMaxMiles}): check the mileage or the places`,
  dateAhead: (latest: string) =>
    `The load's date cannot be more than ${MAX_DAYS_AHEAD} days ahead (latest ${latest}): use the date it moved`,
  dateTooOld: (earliest: string) =>
    `The load's date is older than the broker's ${MAX_YEARS_BACK}-year record-keeping period (earliest ${earliest})`,
  perMile: (what: string, perMile: number, min: number, max: number, mileage: number) =>
    `${what} of $${perMile.toFixed(2)} per mile is outside $${min.toFixed(2)}–$${max.toFixed(2)} for a ${mileage}-mile trip: check the amount and the mileage`,
  tripTotal: (what: string) =>
    `${what} must be between $${MIN_TRIP_DOLLARS} and $${MAX_TRIP_DOLLARS.toLocaleString("en-US")} for one load`,
  weight: `Weight must be at most ${MAX_WEIGHT_POUNDS.toLocaleString("en-US")} pounds, what a truck can carry with a permit`,
} as const;

/** A load end as entered, with what the gazetteer or the ZIP table knows of it. */
export interface PlaceCheck {
  city: string;
  state: string;
  /** The known place's point; null when neither the gazetteer nor the ZIP table holds the place. */
  known: Coordinates | null;
  /** Coordinates the client sent, if any. */
  posted: Coordinates | null;
}

export interface LoadFacts {
  date: string;
  pickup: PlaceCheck;
  delivery: PlaceCheck;
  mileage: number;
  weight: number;
  rateCents: number;
}

export type FieldRefusals = Record<string, string[]>;

function placeRefusals(end: StopKind, place: PlaceCheck, isState: (code: string) => boolean) {
  const refusals: FieldRefusals = {};
  if (!isState(place.state)) refusals[`${end}State`] = [PLAUSIBILITY_MESSAGES.unknownState(place.state)];
  else if (!place.known) refusals[`${end}City`] = [PLAUSIBILITY_MESSAGES.unknownPlace(place.city, place.state)];
  else if (place.posted) {
    const away = Math.round(haversineMiles(place.posted, place.known));
    if (away > POSTED_POINT_SLACK_MILES)
      refusals[`${end}Latitude`] = [PLAUSIBILITY_MESSAGES.pointFarFromPlace(away, `${place.city}, ${place.state}`)];
  }
  return refusals;
}

/** The band of dollars per mile for a trip of `mileage` miles. */
export function perMileBand(mileage: number) {
  return (
    PER_MILE_BANDS.find((band) => mileage <= band.upToMiles) ?? (PER_MILE_BANDS.at(-1) as (typeof PER_MILE_BANDS)[0])
  );
}

/** Refusals of an amount's total for one load, whatever its mileage. */
function tripTotalRefusals(what: string, cents: number): string[] {
  const dollars = cents / 100;
  return dollars >= MIN_TRIP_DOLLARS && dollars <= MAX_TRIP_DOLLARS ? [] : [PLAUSIBILITY_MESSAGES.tripTotal(what)];
}

/** Refusals of an amount (the carrier's rate, or a true rate) for a trip: its total and its dollars per mile. */
export function moneyRefusals(what: string, cents: number, mileage: number): string[] {
  const total = tripTotalRefusals(what, cents);
  if (total.length > 0 || !(mileage > 0)) return total;
  const dollars = cents / 100;
  const band = perMileBand(mileage);
  const perMile = dollars / mileage;
  return perMile < band.min || perMile > band.max
    ? [PLAUSIBILITY_MESSAGES.perMile(what, perMile, band.min, band.max, mileage)]
    : [];
}

/** The straight line between the ends, in whole miles, when both are known. */
export function straightLineMiles(facts: Pick<LoadFacts, "pickup" | "delivery">): number | null {
  const from = facts.pickup.posted ?? facts.pickup.known;
  const to = facts.delivery.posted ?? facts.delivery.known;
  return from && to ? Math.round(haversineMiles(from, to)) : null;
}

function mileageRefusals(mileage: number, straight: number): string[] {
  const rule = MILEAGE_RULE;
  if (straight < rule.localRadiusMiles)
    return mileage > rule.localMaxMiles ? [PLAUSIBILITY_MESSAGES.localMileage(mileage)] : [];
  if (mileage < Math.floor(straight * rule.minCircuity - rule.slackMiles))
    return [PLAUSIBILITY_MESSAGES.mileageBelowStraightLine(mileage, straight)];
  const max = Math.min(rule.longestUsTripMiles, Math.ceil(straight * rule.maxCircuity + rule.slackMiles));
  return mileage > max ? [PLAUSIBILITY_MESSAGES.mileageAboveRoute(mileage, straight, max)] : [];
}

function dateRefusals(date: string, today: string): string[] {
  const latest = addDays(today, MAX_DAYS_AHEAD);
  if (date > latest) return [PLAUSIBILITY_MESSAGES.dateAhead(latest)];
  const earliest = `${Number(today.slice(0, 4)) - MAX_YEARS_BACK}${today.slice(4)}`;
  return date < earliest ? [PLAUSIBILITY_MESSAGES.dateTooOld(earliest)] : [];
}

/**
 * Every refusal of a load, by field (the load schema's field names); empty when it may enter.
 * `today` is the product's calendar day (New York). Mileage and money are judged only once the
 * places are known, since their messages name the straight line.
 */
export function loadRefusals(facts: LoadFacts, today: string, isState: (code: string) => boolean): FieldRefusals {
  const refusals: FieldRefusals = {
    ...placeRefusals("pickup", facts.pickup, isState),
    ...placeRefusals("delivery", facts.delivery, isState),
  };
  const add = (field: string, messages: string[]) => {
    if (messages.length > 0) refusals[field] = [...(refusals[field] ?? []), ...messages];
  };
  add("date", dateRefusals(facts.date, today));
  if (facts.weight > MAX_WEIGHT_POUNDS) add("weight", [PLAUSIBILITY_MESSAGES.weight]);
  const straight = Object.keys(refusals).some((field) => /City|State|Latitude/.test(field))
    ? null
    : straightLineMiles(facts);
  if (straight !== null) add("mileage", mileageRefusals(facts.mileage, straight));
  // A refused mileage cannot judge the rate per mile, but the rate's total stands on its own: every
  // field the door refuses is named in one answer.
  add(
    "rate",
    refusals.mileage
      ? tripTotalRefusals("The rate", facts.rateCents)
      : moneyRefusals("The rate", facts.rateCents, facts.mileage),
  );
  return refusals;
}
