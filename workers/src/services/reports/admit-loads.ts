// The one way a load enters as a rate report, for the portal upload and the partner push alike:
// the door (impossible values refused with field messages), then screening (unusual ones held for
// review). Reads are batched, so a thousand pushed loads cost a few statements.
import type { TrailerType } from "@truerate/domain/enums";
import { boundingBox, type Coordinates, haversineMiles } from "@truerate/domain/geo";
import { isUsStateCode } from "@truerate/domain/geo-us-states";
import { firstDayOf, RADIUS_MILES } from "@truerate/domain/rates/escalation";
import { countedReports } from "@truerate/domain/rates/lane-exclusions";
import { type FieldRefusals, loadRefusals } from "@truerate/domain/reports/plausibility";
import {
  BURST_DAYS,
  LANE_HISTORY_DAYS,
  type QuarantineReason,
  quarantineReason,
  SOURCE_QUALITY,
} from "@truerate/domain/reports/screening";
import { todayInNewYork } from "@truerate/domain/validation/input";
import type { NewLoad } from "@truerate/domain/validation/load";
import { placeKey } from "../places/known-places";
import { knownPlaces } from "../../db/queries/places";
import { readLaneReports } from "../rates/lane-reports";

export interface LoadPoints {
  pickup: Coordinates;
  delivery: Coordinates;
  /** The ends' three-digit ZIP areas, from their places; null for a place the gazetteer lacks. */
  zip3: { pickup: string | null; delivery: string | null };
}

export interface Admitted {
  ok: true;
  located: LoadPoints;
  /** Null: counted. Otherwise the load is stored quarantined for this reason. */
  quarantine: QuarantineReason | null;
}

export type Admission = Admitted | { ok: false; errors: FieldRefusals };

const posted = (lat?: number, lng?: number): Coordinates | null =>
  lat !== undefined && lng !== undefined ? { lat, lng } : null;

interface Lane {
  trailerType: TrailerType;
  pickupState: string;
  deliveryState: string;
  pickup: Coordinates;
  delivery: Coordinates;
}

/**
 * The source's lanes of the week, bucketed by equipment and state pair (the lane history is read
 * per state pair too), so a thousand items compare with their own bucket, not every upload.
 */
class WeekOfUploads {
  private readonly buckets = new Map<string, Lane[]>();
  /** A lane's equipment and state pair: its bucket, and what the source's week is read by. */
  static pairOf = (lane: Lane) => [lane.trailerType, lane.pickupState, lane.deliveryState];
  private static key = (lane: Lane) => WeekOfUploads.pairOf(lane).join("|");

  add(lane: Lane) {
    const key = WeekOfUploads.key(lane);
    const bucket = this.buckets.get(key);
    if (bucket) bucket.push(lane);
    else this.buckets.set(key, [lane]);
  }

  countOn(lane: Lane): number {
    return (this.buckets.get(WeekOfUploads.key(lane)) ?? []).filter((upload) => sameLane(lane, upload)).length;
  }
}

/** Two reports on one lane: the same equipment, both ends within the radius step's miles. */
const sameLane = (
  a: Pick<Lane, "trailerType" | "pickup" | "delivery">,
  b: Pick<Lane, "trailerType" | "pickup" | "delivery">,
) =>
  a.trailerType === b.trailerType &&
  haversineMiles(a.pickup, b.pickup) <= RADIUS_MILES &&
  haversineMiles(a.delivery, b.delivery) <= RADIUS_MILES;

/** The door: each input refused by field, or placed. */
async function atTheDoor(db: D1Database, inputs: readonly NewLoad[], now: number) {
  const known = await knownPlaces(
    db,
    inputs.flatMap((input) => [
      placeKey(input.pickupCity, input.pickupState),
      placeKey(input.deliveryCity, input.deliveryState),
    ]),
  );
  const today = todayInNewYork(new Date(now));
  return inputs.map((input): { errors: FieldRefusals } | { located: LoadPoints } => {
    const pickup = {
      city: input.pickupCity,
      state: input.pickupState,
      known: known.get(placeKey(input.pickupCity, input.pickupState)) ?? null,
      posted: posted(input.pickupLatitude, input.pickupLongitude),
    };
    const delivery = {
      city: input.deliveryCity,
      state: input.deliveryState,
      known: known.get(placeKey(input.deliveryCity, input.deliveryState)) ?? null,
      posted: posted(input.deliveryLatitude, input.deliveryLongitude),
    };
    const facts = { date: input.date ?? today, pickup, delivery, mileage: input.mileage, weight: input.weight };
    const errors = loadRefusals({ ...facts, rateCents: Math.round(input.rate * 100) }, today, isUsStateCode);
    if (Object.keys(errors).length > 0) return { errors };
    // Known places always have a point here: the door refuses the rest.
    return {
      located: {
        pickup: (pickup.posted ?? pickup.known) as Coordinates,
        delivery: (delivery.posted ?? delivery.known) as Coordinates,
        zip3: { pickup: pickup.known?.zip3 ?? null, delivery: delivery.known?.zip3 ?? null },
      },
    };
  });
}

/**
 * Raw: the source's located uploads of the last BURST_DAYS on the batch's equipment and state pairs
 * (one JSON parameter, json_each), from loads_source_lanes_idx alone. Only those can share a lane
 * with an item (WeekOfUploads buckets by the same key), so a partner's thousandth batch of the week
 * reads its lanes' uploads rather than all the week's (bench: 12,000 rows where it read 30,000).
 * CROSS JOIN keeps the pairs outside: SQLite otherwise walks the source's week and scans the pairs
 * for every row (11 s on 30,000 uploads).
 */
const WEEK_ON_PAIRS_SQL = `SELECT l.trailer_type AS trailerType, l.pickup_state AS pickupState,
    l.delivery_state AS deliveryState, l.pickup_latitude AS pickupLatitude, l.pickup_longitude AS pickupLongitude,
    l.delivery_latitude AS deliveryLatitude, l.delivery_longitude AS deliveryLongitude
  FROM json_each(?2) AS p
  CROSS JOIN loads AS l ON l.source_key = ?1 AND l.trailer_type = p.value ->> '$[0]'
    AND l.pickup_state = p.value ->> '$[1]' AND l.delivery_state = p.value ->> '$[2]' AND l.uploaded_at >= ?3
  WHERE l.pickup_latitude IS NOT NULL AND l.delivery_latitude IS NOT NULL`;

/** Raw: how the source's last `?2` reports stood (loads_source_uploaded_idx). */
const STANDING_SQL = `SELECT count(*) AS total, coalesce(sum(review_status <> 'counted'), 0) AS held
  FROM (SELECT review_status FROM loads WHERE source_key = ?1 ORDER BY uploaded_at DESC LIMIT ?2)`;

type UploadRow = Omit<Lane, "pickup" | "delivery"> & {
  pickupLatitude: number;
  pickupLongitude: number;
  deliveryLatitude: number;
  deliveryLongitude: number;
};

/** The source's uploads of the last BURST_DAYS on the batch's lanes, and how its last reports stood. */
async function sourceHistory(db: D1Database, source: string, lanes: readonly Lane[], now: number) {
  const pairs = [...new Set(lanes.map((lane) => JSON.stringify(WeekOfUploads.pairOf(lane))))].map(
    (pair) => JSON.parse(pair) as string[],
  );
  const [uploads, standing] = await db.batch([
    db.prepare(WEEK_ON_PAIRS_SQL).bind(source, JSON.stringify(pairs), now - BURST_DAYS * 86_400_000),
    db.prepare(STANDING_SQL).bind(source, SOURCE_QUALITY.window),
  ]);
  const week = new WeekOfUploads();
  for (const row of (uploads?.results ?? []) as UploadRow[])
    week.add({
      trailerType: row.trailerType,
      pickupState: row.pickupState,
      deliveryState: row.deliveryState,
      pickup: { lat: row.pickupLatitude, lng: row.pickupLongitude },
      delivery: { lat: row.deliveryLatitude, lng: row.deliveryLongitude },
    });
  const recent = (standing?.results[0] as { total: number; held: number } | undefined) ?? { total: 0, held: 0 };
  return { week, recent: { ...recent } };
}

/**
 * Admits a batch of loads from one source, in order: later items see the earlier ones, so a batch
 * cannot slip a burst past the rule by arriving at once.
 */
export async function admitLoads(
  db: D1Database,
  inputs: readonly NewLoad[],
  source: string,
  now: number,
): Promise<Admission[]> {
  const door = await atTheDoor(db, inputs, now);
  const passed = inputs.flatMap((input, index) => {
    const verdict = door[index];
    return verdict && "located" in verdict ? [{ index, input, located: verdict.located }] : [];
  });
  const firstDay = firstDayOf(LANE_HISTORY_DAYS, now);
  const lanes = passed.map(
    ({ input, located }): Lane => ({
      trailerType: input.trailerType,
      pickupState: input.pickupState,
      deliveryState: input.deliveryState,
      pickup: located.pickup,
      delivery: located.delivery,
    }),
  );
  const [histories, own] = await Promise.all([
    readLaneReports(
      db,
      passed.map(({ input, located }) => ({
        equipment: input.trailerType,
        originState: input.pickupState,
        destinationState: input.deliveryState,
        originCity: input.pickupCity,
        destinationCity: input.deliveryCity,
        firstDay,
        boxes: {
          pickup: boundingBox(located.pickup, RADIUS_MILES),
          delivery: boundingBox(located.delivery, RADIUS_MILES),
        },
      })),
    ),
    passed.length > 0 ? sourceHistory(db, source, lanes, now) : null,
  ]);
  const decided = new Map<number, Admission>();
  passed.forEach(({ index, input, located }, position) => {
    const lane = lanes[position] as Lane;
    const inLane = (histories[position] ?? []).filter(
      (report) =>
        report.pickup.point &&
        report.delivery.point &&
        sameLane(lane, {
          trailerType: input.trailerType,
          pickup: report.pickup.point,
          delivery: report.delivery.point,
        }),
    );
    // The others' reports as the lane's figures count them (caps and outliers applied), so the
    // door judges against the centre a lookup publishes.
    const { counted: theirs } = countedReports(inLane.filter((report) => report.source !== source));
    const history = own as NonNullable<typeof own>;
    const reason = quarantineReason(
      input.rate / input.mileage,
      {
        perMile: theirs.map((report) => report.rateCents / 100 / report.mileage),
        fromSource: inLane.filter((report) => report.source === source && !report.held).length,
      },
      { onLaneThisWeek: history.week.countOn(lane), recent: history.recent },
    );
    history.week.add(lane);
    history.recent.total += 1;
    if (reason) history.recent.held += 1;
    decided.set(index, { ok: true, located, quarantine: reason });
  });
  return inputs.map((_, index) => {
    const verdict = door[index];
    return verdict && "errors" in verdict ? { ok: false, errors: verdict.errors } : (decided.get(index) as Admission);
  });
}
