import { laneLabel } from "@truerate/domain/carrier-tools/labels";
import type { AlertDirection } from "@truerate/domain/carrier-tools/rate-alert";
import type { TrailerType } from "@truerate/domain/enums";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { CARRIER_TOOLS_MESSAGES, requireCarrier } from "../access/carrier-tools";
import type { LaneLookup } from "../rates/lookup-lanes";
import { type LaneKey, laneFigures, watchedFigure } from "./lane-figures";

/** How many lanes one carrier may save: a home page of figures, not a rate sheet. */
export const SAVED_LANES_LIMIT = 20;

export interface SavedLaneRow extends LaneKey {
  id: string;
  createdAt: number;
  alertThreshold: number | null;
  alertDirection: AlertDirection | null;
  alertLastValue: number | null;
}

const COLUMNS = `id, origin_city AS originCity, origin_state AS originState, destination_city AS destinationCity,
  destination_state AS destinationState, equipment, created_at AS createdAt, alert_threshold AS alertThreshold,
  alert_direction AS alertDirection, alert_last_value AS alertLastValue`;

export interface SavedLaneInput {
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  equipment: TrailerType;
}

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
    savedAt: new Date(row.createdAt).toISOString(),
    current,
    alert:
      row.alertThreshold !== null && row.alertDirection !== null
        ? { thresholdPerMile: row.alertThreshold, direction: row.alertDirection, lastSeenPerMile: row.alertLastValue }
        : null,
  };
}

async function ownLane(ctx: ServiceContext, userId: string, id: string): Promise<SavedLaneRow> {
  const row = await ctx.env.DB.prepare(`SELECT ${COLUMNS} FROM saved_lanes WHERE id = ?1 AND user_id = ?2`)
    .bind(id, userId)
    .first<SavedLaneRow>();
  // Another carrier's lane is as unknown as a made-up id, so ids cannot be probed.
  if (!row) throw notFound(CARRIER_TOOLS_MESSAGES.laneNotFound);
  return row;
}

/** The caller's saved lanes, oldest first, each with the lane's figures as of now (one lookup for all). */
export async function listSavedLanes(ctx: ServiceContext) {
  const actor = requireCarrier(ctx);
  const { results } = await ctx.env.DB.prepare(
    `SELECT ${COLUMNS} FROM saved_lanes WHERE user_id = ?1 ORDER BY created_at, rowid`,
  )
    .bind(actor.userId)
    .all<SavedLaneRow>();
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
  // The count and the insert are one statement, so two saves at once cannot both pass the limit.
  const inserted = await ctx.env.DB.prepare(
    `INSERT INTO saved_lanes (id, user_id, origin_city, origin_state, destination_city, destination_state, equipment, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
     WHERE (SELECT COUNT(*) FROM saved_lanes WHERE user_id = ?2) < ?9
     ON CONFLICT (user_id, origin_city, origin_state, destination_city, destination_state, equipment) DO NOTHING`,
  )
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
    const existing = await ctx.env.DB.prepare(
      `SELECT id FROM saved_lanes WHERE user_id = ?1 AND origin_city = ?2 AND origin_state = ?3
         AND destination_city = ?4 AND destination_state = ?5 AND equipment = ?6`,
    )
      .bind(actor.userId, key.originCity, key.originState, key.destinationCity, key.destinationState, key.equipment)
      .first<{ id: string }>();
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
  const deleted = await ctx.env.DB.prepare("DELETE FROM saved_lanes WHERE id = ?1 AND user_id = ?2")
    .bind(id, actor.userId)
    .run();
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
  await ctx.env.DB.prepare(
    `UPDATE saved_lanes SET alert_threshold = ?1, alert_direction = ?2, alert_last_value = ?3, alert_checked_at = ?4,
       alert_token = COALESCE(alert_token, ?5)
     WHERE id = ?6 AND user_id = ?7`,
  )
    .bind(threshold, input.direction, watchedFigure(current), ctx.now(), randomToken(), id, actor.userId)
    .run();
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
  await ctx.env.DB.prepare(
    "UPDATE saved_lanes SET alert_threshold = NULL, alert_direction = NULL WHERE id = ?1 AND user_id = ?2",
  )
    .bind(id, actor.userId)
    .run();
}
