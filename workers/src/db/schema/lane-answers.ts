import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamp } from "./columns";

/**
 * How often the rate reports of one equipment and state pair changed: a trigger on `loads` adds one
 * in the same write as any change a lane figure reads (migration 0021). Every report a lane counts
 * lies in its two states, so an answer computed at a pair's version stays true until it moves.
 */
export const lanePairVersions = sqliteTable("lane_pair_versions", {
  /** `trailer|pickup state|delivery state`, as services/lane-answers/answer-store.ts builds it. */
  pair: text("pair").primaryKey(),
  version: integer("version").notNull(),
});

/**
 * Lane answers (a lookup at one timeframe, or a 13-month history) as the rules computed them from
 * the raw reports, kept with the day and pair version they hold for: a lookup reads these instead of
 * the reports while both still match (docs/decisions/0027-lane-answers-kept-with-their-version.md).
 */
export const laneAnswers = sqliteTable(
  "lane_answers",
  {
    /** The kind, equipment, timeframe and both resolved ends (answer-store.ts `answerKey`). */
    key: text("key").primaryKey(),
    pair: text("pair").notNull(),
    /** The UTC day the answer is for: timeframes and weeks end today, so it holds for that day only. */
    day: text("day").notNull(),
    /** The pair's version read before the answer was computed. */
    version: integer("version").notNull(),
    /** What to recompute: the resolved lane (and timeframe), JSON. */
    lane: text("lane", { mode: "json" }).notNull(),
    /** The answer packed (services/lane-answers/answer-packing.ts): `size:crc32:base64` of its deflated members. */
    answer: text("answer").notNull(),
    /** Random per write of `answer`: an isolate holding this write's text need not read it again. */
    writeId: text("write_id").notNull().default(""),
    computedAt: timestamp("computed_at").notNull(),
    /** Answers nobody asked for in a month are dropped by the cron. */
    askedAt: timestamp("asked_at").notNull(),
  },
  (table) => [index("lane_answers_pair_idx").on(table.pair), index("lane_answers_asked_idx").on(table.askedAt)],
);

/**
 * Which kept answer a lane asked in one exact form resolves to, and the lane as the answer echoes it,
 * so a lane asked again is answered without resolving its ends (answer-store.ts `keptAsAsked`). The
 * resolution reads only the places and ZIP code tables; a trigger on each (migration 0028) moves the
 * `places` row of lane_pair_versions, and a mapping recorded at another places version is ignored.
 */
export const laneAsks = sqliteTable("lane_asks", {
  /** The kind, the narrowest area judged, and the lane as validated (answer-store.ts `askedKey`). */
  askedKey: text("asked_key").primaryKey(),
  /** The kept answer's key (lane_answers.key). */
  key: text("key").notNull(),
  /** The lane as the answer echoes it: the asked lane with its ends resolved, JSON. */
  lane: text("lane").notNull(),
  /** The `places` version read before the lane was resolved. */
  placesVersion: integer("places_version").notNull(),
});
