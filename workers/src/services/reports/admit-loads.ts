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
import type { ServiceContext } from "../../core/service-context";
import { knownPlaces } from "../../db/queries/places";
import { sourceUploadsAndStanding } from "../../db/queries/reports";
import { readLaneReports } from "../lane-answers/lane-reports";
import { placeKey } from "../places/known-places";

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

/** The source's uploads of the last BURST_DAYS on the batch's lanes, and how its last reports stood. */
async function sourceHistory(ctx: ServiceContext, source: string, lanes: readonly Lane[]) {
  const pairs = [...new Set(lanes.map((lane) => JSON.stringify(WeekOfUploads.pairOf(lane))))].map(
    (pair) => JSON.parse(pair) as string[],
  );
  const { uploads, standing } = await sourceUploadsAndStanding(ctx.env.DB, {
    source,
    pairs,
    since: ctx.now() - BURST_DAYS * 86_400_000,
    window: SOURCE_QUALITY.window,
  });
  const week = new WeekOfUploads();
  for (const row of uploads)
    week.add({
      trailerType: row.trailerType,
      pickupState: row.pickupState,
      deliveryState: row.deliveryState,
      pickup: { lat: row.pickupLatitude, lng: row.pickupLongitude },
      delivery: { lat: row.deliveryLatitude, lng: row.deliveryLongitude },
    });
  return { week, recent: { ...standing } };
}

/**
 * Admits a batch of loads from one source, in order: later items see the earlier ones, so a batch
 * cannot slip a burst past the rule by arriving at once.
 */
export async function admitLoads(
  ctx: ServiceContext,
  { inputs, source }: { inputs: readonly NewLoad[]; source: string },
): Promise<Admission[]> {
  const now = ctx.now();
  const db = ctx.env.DB;
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
    readLaneReports(ctx, {
      queries: passed.map(({ input, located }) => ({
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
    }),
    passed.length > 0 ? sourceHistory(ctx, source, lanes) : null,
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
