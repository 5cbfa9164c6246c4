import { laneLabel } from "@truerate/domain/carrier-tools/labels";
import type { AlertDirection } from "@truerate/domain/carrier-tools/rate-alert";
import { AppError, notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  clearSavedLaneAlert,
  deleteSavedLane as deleteSavedLaneRow,
  insertSavedLane,
  type SavedLaneRow,
  savedLaneIdOf,
  savedLaneOf,
  savedLanesOf,
  setSavedLaneAlert,
} from "../../db/queries/carrier-tools";
import type { SavedLaneInput } from "../../schemas/carrier-tools";
import { CARRIER_TOOLS_MESSAGES, requireCarrier } from "../access/carrier-tools";
import type { LaneLookup } from "../lane-answers/lookup-lanes";
import { type LaneKey, laneFigures, watchedFigure } from "./lane-figures";

export type { SavedLaneRow } from "../../db/queries/carrier-tools";

/** How many lanes one carrier may save: a home page of figures, not a rate sheet. */
export const SAVED_LANES_LIMIT = 20;

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
  const row = await savedLaneOf(ctx.db, userId, id);
  // Another carrier's lane is as unknown as a made-up id, so ids cannot be probed.
  if (!row) throw notFound(CARRIER_TOOLS_MESSAGES.laneNotFound);
  return row;
}

/** The caller's saved lanes, oldest first, each with the lane's figures as of now (one lookup for all). */
export async function listSavedLanes(ctx: ServiceContext) {
  const actor = requireCarrier(ctx);
  const results = await savedLanesOf(ctx.db, actor.userId);
  const figures = await laneFigures(ctx, results);
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
  const inserted = await insertSavedLane(ctx.env.DB, {
    id,
    userId: actor.userId,
    key,
    createdAt: ctx.now(),
    limit: SAVED_LANES_LIMIT,
  });
  if (!inserted) {
    const existing = await savedLaneIdOf(ctx.db, actor.userId, key);
    if (existing) throw new AppError("CONFLICT", CARRIER_TOOLS_MESSAGES.alreadySaved, { savedLaneId: existing });
    throw new AppError("CONFLICT", CARRIER_TOOLS_MESSAGES.tooMany(SAVED_LANES_LIMIT), { limit: SAVED_LANES_LIMIT });
  }
  const row = await ownLane(ctx, actor.userId, id);
  const figures = await laneFigures(ctx, [row]);
  return savedLaneView(row, figures.of(row));
}

/** Removes one of the caller's lanes, its alert with it. */
export async function deleteSavedLane(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireCarrier(ctx);
  if (!(await deleteSavedLaneRow(ctx.db, actor.userId, id))) throw notFound(CARRIER_TOOLS_MESSAGES.laneNotFound);
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
  { id, thresholdPerMile, direction }: { id: string; thresholdPerMile: number; direction: AlertDirection },
) {
  const actor = requireCarrier(ctx);
  const row = await ownLane(ctx, actor.userId, id);
  const figures = await laneFigures(ctx, [row]);
  const current = figures.of(row);
  const threshold = Math.round(thresholdPerMile * 100) / 100;
  await setSavedLaneAlert(ctx.db, {
    userId: actor.userId,
    id,
    threshold,
    direction,
    lastValue: watchedFigure(current),
    checkedAt: ctx.now(),
    token: randomToken(),
  });
  return savedLaneView(
    { ...row, alertThreshold: threshold, alertDirection: direction, alertLastValue: watchedFigure(current) },
    current,
  );
}

/** Turns the lane's alert off (the lane stays saved). */
export async function removeLaneAlert(ctx: ServiceContext, id: string): Promise<void> {
  const actor = requireCarrier(ctx);
  const row = await ownLane(ctx, actor.userId, id);
  if (row.alertThreshold === null) throw notFound(CARRIER_TOOLS_MESSAGES.noAlert);
  await clearSavedLaneAlert(ctx.db, id, actor.userId);
}
