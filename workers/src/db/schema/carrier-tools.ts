import { ALERT_DIRECTIONS } from "@truerate/domain/carrier-tools/rate-alert";
import { TRAILER_TYPES } from "@truerate/domain/enums";
import { check, index, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, oneOf, timestamp } from "./columns";
import { users } from "./users";

/** A user's last searches (services/carrier-tools/recent-searches.ts keeps 20), to run again in one click. */
export const recentSearches = sqliteTable(
  "recent_searches",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    /** The search request as the API accepts it (JSON), so it can be posted again unchanged. */
    request: text("request").notNull(),
    searchedAt: timestamp("searched_at").notNull(),
  },
  (table) => [index("recent_searches_user_idx").on(table.userId, table.searchedAt)],
);

/**
 * A carrier's saved lane (city to city, one trailer type), with at most one rate alert on it: a
 * threshold in dollars per mile and a direction. `alertLastValue` is the last published figure the
 * scheduled job saw; `alertToken` is the unsubscribe link's random secret.
 */
export const savedLanes = sqliteTable(
  "saved_lanes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    originCity: text("origin_city").notNull(),
    originState: text("origin_state").notNull(),
    destinationCity: text("destination_city").notNull(),
    destinationState: text("destination_state").notNull(),
    equipment: text("equipment", { enum: TRAILER_TYPES }).notNull(),
    createdAt: createdAt(),
    alertThreshold: real("alert_threshold"),
    alertDirection: text("alert_direction", { enum: ALERT_DIRECTIONS }),
    alertLastValue: real("alert_last_value"),
    alertToken: text("alert_token"),
    alertCheckedAt: timestamp("alert_checked_at"),
  },
  (table) => [
    uniqueIndex("saved_lanes_user_lane_unique").on(
      table.userId,
      table.originCity,
      table.originState,
      table.destinationCity,
      table.destinationState,
      table.equipment,
    ),
    uniqueIndex("saved_lanes_alert_token_unique").on(table.alertToken),
    check("saved_lanes_equipment_check", oneOf("equipment", TRAILER_TYPES)),
    check("saved_lanes_alert_direction_check", oneOf("alert_direction", ALERT_DIRECTIONS)),
  ],
);
