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
import { and, count, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { createDb } from "../../db/client";
import { loads } from "../../db/schema";
import { knownPlaces, placeKey } from "../places/known-places";
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
  private static key = (lane: Lane) => `${lane.trailerType}|${lane.pickupState}|${lane.deliveryState}`;

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

/** The source's uploads of the last BURST_DAYS (their lanes) and how its last reports stood. */
async function sourceHistory(d1: D1Database, source: string, now: number) {
  const db = createDb(d1);
  const lastReports = db
    .select({ reviewStatus: loads.reviewStatus })
    .from(loads)
    .where(eq(loads.sourceKey, source))
    .orderBy(desc(loads.uploadedAt))
    .limit(SOURCE_QUALITY.window)
    .as("last_reports");
  const [recentUploads, standing] = await db.batch([
    db
      .select({
        trailerType: loads.trailerType,
        pickupState: loads.pickupState,
        deliveryState: loads.deliveryState,
        pickupLatitude: loads.pickupLatitude,
        pickupLongitude: loads.pickupLongitude,
        deliveryLatitude: loads.deliveryLatitude,
        deliveryLongitude: loads.deliveryLongitude,
      })
      .from(loads)
      .where(
        and(
          eq(loads.sourceKey, source),
          gte(loads.uploadedAt, new Date(now - BURST_DAYS * 86_400_000)),
          isNotNull(loads.pickupLatitude),
          isNotNull(loads.deliveryLatitude),
        ),
      ),
    db
      .select({
        total: count(),
        held: sql<number>`coalesce(sum(${lastReports.reviewStatus} <> 'counted'), 0)`,
      })
      .from(lastReports),
  ]);
  const week = new WeekOfUploads();
  // Located uploads only (the WHERE above), so every point is there.
  for (const row of recentUploads)
    week.add({
      trailerType: row.trailerType,
      pickupState: row.pickupState,
      deliveryState: row.deliveryState,
      pickup: { lat: row.pickupLatitude as number, lng: row.pickupLongitude as number },
      delivery: { lat: row.deliveryLatitude as number, lng: row.deliveryLongitude as number },
    });
  const recent = standing[0] ?? { total: 0, held: 0 };
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
    passed.length > 0 ? sourceHistory(db, source, now) : null,
  ]);
  const decided = new Map<number, Admission>();
  passed.forEach(({ index, input, located }, position) => {
    const lane: Lane = {
      trailerType: input.trailerType,
      pickupState: input.pickupState,
      deliveryState: input.deliveryState,
      pickup: located.pickup,
      delivery: located.delivery,
    };
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
