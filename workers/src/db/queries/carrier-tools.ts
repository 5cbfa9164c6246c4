// The carrier's own tools: saved lanes with their rate alerts, and the Recent searches tab.
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { recentSearches, savedLanes, users } from "../schema";

type SavedLane = typeof savedLanes.$inferSelect;

/** A saved lane as the API reads it: its key, when it was saved, and its alert. */
export type SavedLaneRow = Pick<
  SavedLane,
  | "id"
  | "originCity"
  | "originState"
  | "destinationCity"
  | "destinationState"
  | "equipment"
  | "createdAt"
  | "alertThreshold"
  | "alertDirection"
  | "alertLastValue"
>;

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

/** A lane whose alert is set: the WHERE clause rules out the nulls that the columns allow. */
export type AlertRow = SavedLaneRow &
  Pick<SavedLane, "userId"> & {
    [K in "alertThreshold" | "alertDirection" | "alertToken"]: NonNullable<SavedLane[K]>;
  };

/** Every set alert of a carrier whose subscription is in one of `entitled`. */
export async function activeAlerts(
  db: Database,
  entitled: readonly (typeof users.$inferSelect)["subscriptionStatus"][],
) {
  return (await db
    .select({ ...SAVED_LANE_COLUMNS, userId: savedLanes.userId, alertToken: savedLanes.alertToken })
    .from(savedLanes)
    .where(
      and(
        isNotNull(savedLanes.alertThreshold),
        isNotNull(savedLanes.alertDirection),
        isNotNull(savedLanes.alertToken),
        inArray(
          savedLanes.userId,
          db
            .select({ id: users.id })
            .from(users)
            .where(inArray(users.subscriptionStatus, [...entitled])),
        ),
      ),
    )) as AlertRow[];
}

/** What one alert check remembers: the figure seen, stored only if the alert is as it was read. */
export interface AlertCheck {
  row: AlertRow;
  remember: number | null;
  checkedAt: number;
}

/**
 * One compare-and-set per alert, in one batch: a row changes only when no other run stored a
 * figure first. Answers how many rows each changed, in order.
 */
export async function storeAlertChecks(db: Database, checks: readonly AlertCheck[]): Promise<number[]> {
  const [first, ...rest] = checks.map(({ row, remember, checkedAt }) =>
    db
      .update(savedLanes)
      .set({ alertLastValue: remember, alertCheckedAt: new Date(checkedAt) })
      .where(
        and(
          eq(savedLanes.id, row.id),
          row.alertLastValue === null
            ? isNull(savedLanes.alertLastValue)
            : eq(savedLanes.alertLastValue, row.alertLastValue),
          eq(savedLanes.alertThreshold, row.alertThreshold),
          eq(savedLanes.alertDirection, row.alertDirection),
        ),
      ),
  );
  const updates = first ? ((await db.batch([first, ...rest])) as D1Result[]) : [];
  return updates.map((result) => result.meta.changes ?? 0);
}

/** One of the user's saved lanes, or undefined (another carrier's lane reads as missing). */
export async function savedLaneOf(db: Database, userId: string, id: string): Promise<SavedLaneRow | undefined> {
  const [row] = await db
    .select(SAVED_LANE_COLUMNS)
    .from(savedLanes)
    .where(and(eq(savedLanes.id, id), eq(savedLanes.userId, userId)));
  return row;
}

/** The user's saved lanes, oldest first (the insert order breaks ties). */
export function savedLanesOf(db: Database, userId: string): Promise<SavedLaneRow[]> {
  return db
    .select(SAVED_LANE_COLUMNS)
    .from(savedLanes)
    .where(eq(savedLanes.userId, userId))
    .orderBy(savedLanes.createdAt, sql`rowid`);
}

/**
 * Raw: the count and the insert are one statement (INSERT … SELECT … WHERE count < limit), so two
 * saves at once cannot both pass the limit; drizzle has no builder for a conditional insert.
 */
const SAVE_LANE_SQL = `INSERT INTO saved_lanes
    (id, user_id, origin_city, origin_state, destination_city, destination_state, equipment, created_at)
  SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8
  WHERE (SELECT COUNT(*) FROM saved_lanes WHERE user_id = ?2) < ?9
  ON CONFLICT (user_id, origin_city, origin_state, destination_city, destination_state, equipment) DO NOTHING`;

export type LaneKeyColumns = Pick<
  SavedLane,
  "originCity" | "originState" | "destinationCity" | "destinationState" | "equipment"
>;

/** Saves a lane unless it is saved already or the user has `limit`; answers whether it was inserted. */
export async function insertSavedLane(
  d1: D1Database,
  lane: { id: string; userId: string; key: LaneKeyColumns; createdAt: number; limit: number },
): Promise<boolean> {
  const { key } = lane;
  const inserted = await d1
    .prepare(SAVE_LANE_SQL)
    .bind(
      lane.id,
      lane.userId,
      key.originCity,
      key.originState,
      key.destinationCity,
      key.destinationState,
      key.equipment,
      lane.createdAt,
      lane.limit,
    )
    .run();
  return Boolean(inserted.meta.changes);
}

/** The id of the user's lane with this key, if saved. */
export async function savedLaneIdOf(db: Database, userId: string, key: LaneKeyColumns): Promise<string | undefined> {
  const [existing] = await db
    .select({ id: savedLanes.id })
    .from(savedLanes)
    .where(
      and(
        eq(savedLanes.userId, userId),
        eq(savedLanes.originCity, key.originCity),
        eq(savedLanes.originState, key.originState),
        eq(savedLanes.destinationCity, key.destinationCity),
        eq(savedLanes.destinationState, key.destinationState),
        eq(savedLanes.equipment, key.equipment),
      ),
    );
  return existing?.id;
}

/** Deletes one of the user's lanes; answers whether there was one. */
export async function deleteSavedLane(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(savedLanes).where(and(eq(savedLanes.id, id), eq(savedLanes.userId, userId)));
  return Boolean(deleted.meta.changes);
}

/** Sets the lane's alert; the first alert's token stays, so a link already mailed keeps working. */
export async function setSavedLaneAlert(
  db: Database,
  alert: {
    userId: string;
    id: string;
    threshold: number;
    direction: NonNullable<SavedLane["alertDirection"]>;
    lastValue: number | null;
    checkedAt: number;
    token: string;
  },
): Promise<void> {
  await db
    .update(savedLanes)
    .set({
      alertThreshold: alert.threshold,
      alertDirection: alert.direction,
      alertLastValue: alert.lastValue,
      alertCheckedAt: new Date(alert.checkedAt),
      alertToken: sql`COALESCE(${savedLanes.alertToken}, ${alert.token})`,
    })
    .where(and(eq(savedLanes.id, alert.id), eq(savedLanes.userId, alert.userId)));
}

/** Turns a lane's alert off (its token stays, so an unsubscribe link answers "off", not "invalid"). */
export async function clearSavedLaneAlert(db: Database, id: string, userId?: string): Promise<void> {
  await db
    .update(savedLanes)
    .set({ alertThreshold: null, alertDirection: null })
    .where(userId === undefined ? eq(savedLanes.id, id) : and(eq(savedLanes.id, id), eq(savedLanes.userId, userId)));
}

/** The lane an unsubscribe token belongs to, and whether its alert is on. */
export async function laneOfAlertToken(db: Database, token: string) {
  const [row] = await db
    .select({
      id: savedLanes.id,
      originCity: savedLanes.originCity,
      originState: savedLanes.originState,
      destinationCity: savedLanes.destinationCity,
      destinationState: savedLanes.destinationState,
      equipment: savedLanes.equipment,
      active: isNotNull(savedLanes.alertThreshold).mapWith(Boolean),
    })
    .from(savedLanes)
    .where(eq(savedLanes.alertToken, token));
  return row;
}

/** The ids of the user's newest `kept` searches (the insert order breaks ties). */
function newestSearchIds(db: Database, userId: string, kept: number) {
  return db
    .select({ id: recentSearches.id })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(sql`rowid`))
    .limit(kept);
}

/**
 * Records one search in a single batch: the same search done before moves to the top instead of
 * being listed twice, and anything beyond the newest `kept` is deleted.
 */
export async function recordRecentSearch(
  db: Database,
  search: { id: string; userId: string; label: string; request: string; searchedAt: number; kept: number },
): Promise<void> {
  const { userId, request } = search;
  const own = eq(recentSearches.userId, userId);
  await db.batch([
    db.delete(recentSearches).where(and(own, eq(recentSearches.request, request))),
    db
      .insert(recentSearches)
      .values({ id: search.id, userId, label: search.label, request, searchedAt: new Date(search.searchedAt) }),
    db.delete(recentSearches).where(and(own, notInArray(recentSearches.id, newestSearchIds(db, userId, search.kept)))),
  ]);
}

/** The user's newest `kept` searches, newest first. */
export function recentSearchesOf(db: Database, userId: string, kept: number) {
  return db
    .select({
      id: recentSearches.id,
      label: recentSearches.label,
      request: recentSearches.request,
      searchedAt: recentSearches.searchedAt,
    })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(sql`rowid`))
    .limit(kept);
}
