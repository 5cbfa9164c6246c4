import { laneLabel } from "@truerate/domain/carrier-tools/labels";
import type { AlertDirection } from "@truerate/domain/carrier-tools/rate-alert";
import { and, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { savedLanes } from "../../db/schema";
import type { SavedLaneInput } from "../../schemas/carrier-tools";
import { CARRIER_TOOLS_MESSAGES, requireCarrier } from "../access/carrier-tools";
import type { LaneLookup } from "../rates/lookup-lanes";
import { type LaneKey, laneFigures, watchedFigure } from "./lane-figures";

/** How many lanes one carrier may save: a home page of figures, not a rate sheet. */
export const SAVED_LANES_LIMIT = 20;

export interface SavedLaneRow extends LaneKey {
  id: string;
  createdAt: Date;
  alertThreshold: number | null;
  alertDirection: AlertDirection | null;
  alertLastValue: number | null;
}

/** A saved lane's columns as SavedLaneRow reads them. */
export const SAVED_LANE_COLUMNS = {
  id: savedLanes.id,
  originCity: savedLanes.originCity,
  originState: savedLanes.originState,
  destinationCity: savedLanes.destinationCity,
  destinationState: savedLanes.destinationState,
  equipment: savedLanes.equipment,
  createdAt: savedLanes.createdAt,
  alertThreshold: savedLanes.alertThreshold,
  alertDirection: savedLanes.alertDirection,
  alertLastValue: savedLanes.alertLastValue,
};

/**
 * Raw: the count and the insert are one statement (INSERT … SELECT … WHERE count < limit), so two
 * saves at once cannot both pass the limit; drizzle has no builder for a conditional insert.
 */
const SAVE_LANE_SQL = `INSERT INTO saved_lanes
    (id, user_id, origin_city, origin_state, destination_city, destination_state, equipment, created_at)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
  WHERE (SELECT COUNT(*) FROM saved_lanes WHERE user_id = ?2) < ?9
  ON CONFLICT (user_id, origin_city, origin_state, destination_city, destination_state, equipment) DO NOTHING`;

/** A saved lane as the API answers it: the lane, its current figures (or why withheld) and its alert. */
export function savedLaneView(row: SavedLaneRow, current: LaneLookup | null) {
  const lane = {
    origin: { city: row.originCity, state: row.originState },
    destination: { city: row.destinationCity, state: row.destinationState },
    equipment: row.equipment,
  };
  return {
    id: row.id,
    label: laneLabel(lane),
    ...lane,
    savedAt: row.createdAt.toISOString(),
    current,
    alert:
      row.alertThreshold !== null && row.alertDirection !== null
        ? { thresholdPerMile: row.alertThreshold, direction: row.alertDirection, lastSeenPerMile: row.alertLastValue }
        : null,
  };
}

async function ownLane(ctx: ServiceContext, userId: string, id: string): Promise<SavedLaneRow> {
  const [row] = await ctx.db
    .select(SAVED_LANE_COLUMNS)
    .from(savedLanes)
    .where(and(eq(savedLanes.id, id), eq(savedLanes.userId, userId)));
  // Another carrier's lane is as unknown as a made-up id, so ids cannot be probed.
  if (!row) throw notFound(CARRIER_TOOLS_MESSAGES.laneNotFound);
  return row;
}

/** The caller's saved lanes, oldest first, each with the lane's figures as of now (one lookup for all). */
export async function listSavedLanes(ctx: ServiceContext) {
  const actor = requireCarrier(ctx);
  const results = await ctx.db
    .select(SAVED_LANE_COLUMNS)
    .from(savedLanes)
    .where(eq(savedLanes.userId, actor.userId))
    .orderBy(savedLanes.createdAt, sql`rowid`);
  const figures = await laneFigures(ctx.env.DB, results, ctx.now());
  return results.map((row) => savedLaneView(row, figures.of(row)));
}

/** Saves a lane: 409 when it is already saved (with its id) or the carrier has SAVED_LANES_LIMIT. */
export async function saveLane(ctx: ServiceContext, input: SavedLaneInput) {
  const actor = requireCarrier(ctx);
  const key: LaneKey = {
    originCity: input.origin.city,
    originState: input.origin.state,
    destinationCity: input.destination.city,
    destinationState: input.destination.state,
    equipment: input.equipment,
  };
  const id = crypto.randomUUID();
  const inserted = await ctx.env.DB.prepare(SAVE_LANE_SQL)
    .bind(
      id,
      actor.userId,
      key.originCity,
      key.originState,
      key.destinationCity,
      key.destinationState,
      key.equipment,
      ctx.now(),
      SAVED_LANES_LIMIT,
    )
    .run();
  if (!inserted.meta.changes) {
    const [existing] = await ctx.db
      .select({ id: savedLanes.id })
      .from(savedLanes)
      .where(
        and(
          eq(savedLanes.userId, actor.userId),
          eq(savedLanes.originCity, key.originCity),
          eq(savedLanes.originState, key.originState),
          eq(savedLanes.destinationCity, key.destinationCity),
          eq(savedLanes.destinationState, key.destinationState),
          eq(savedLanes.equipment, key.equipment),
        ),
      );
    if (existing) throw new AppError("CONFLICT", CARRIER_TOOLS_MESSAGES.alreadySaved, { savedLaneId: existing.id });
    throw new AppError("CONFLICT", CARRIER_TOOLS_MESSAGES.tooMany(SAVED_LANES_LIMIT), { limit: SAVED_LANES_LIMIT });
  }
  const row = await ownLane(ctx, actor.userId, id);
  const figures = await laneFigures(ctx.env.DB, [row], ctx.now());
  return savedLaneView(row, figures.of(row));
}

/** Removes one of the caller's lanes, its alert with it. */
export async function deleteSavedLane(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireCarrier(ctx);
  const deleted = await ctx.db
    .delete(savedLanes)
    .where(and(eq(savedLanes.id, id), eq(savedLanes.userId, actor.userId)));
  if (!deleted.meta.changes) throw notFound(CARRIER_TOOLS_MESSAGES.laneNotFound);
}

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
};

/**
 * Sets (or changes) the lane's alert. The figure as of now is remembered as the last one seen, so
 * the first check fires only on a real crossing; a lane already on the alert side says so in the answer.
 */
export async function setLaneAlert(
  ctx: ServiceContext,
  id: string,
  input: { thresholdPerMile: number; direction: AlertDirection },
) {
  const actor = requireCarrier(ctx);
  const row = await ownLane(ctx, actor.userId, id);
  const figures = await laneFigures(ctx.env.DB, [row], ctx.now());
  const current = figures.of(row);
  const threshold = Math.round(input.thresholdPerMile * 100) / 100;
  await ctx.db
    .update(savedLanes)
    .set({
      alertThreshold: threshold,
      alertDirection: input.direction,
      alertLastValue: watchedFigure(current),
      alertCheckedAt: new Date(ctx.now()),
      // The first alert's token stays: a link already mailed keeps working.
      alertToken: sql`COALESCE(${savedLanes.alertToken}, ${randomToken()})`,
    })
    .where(and(eq(savedLanes.id, id), eq(savedLanes.userId, actor.userId)));
  return savedLaneView(
    { ...row, alertThreshold: threshold, alertDirection: input.direction, alertLastValue: watchedFigure(current) },
    current,
  );
}

/** Turns the lane's alert off (the lane stays saved). */
export async function removeLaneAlert(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireCarrier(ctx);
  const row = await ownLane(ctx, actor.userId, id);
  if (row.alertThreshold === null) throw notFound(CARRIER_TOOLS_MESSAGES.noAlert);
  await ctx.db
    .update(savedLanes)
    .set({ alertThreshold: null, alertDirection: null })
    .where(and(eq(savedLanes.id, id), eq(savedLanes.userId, actor.userId)));
}
