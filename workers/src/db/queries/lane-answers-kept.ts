// The statements of the kept lane answers (lane_answers, services/lane-answers/answer-store.ts): the
// read of a request's lanes, marking them asked, keeping computed answers, and the cron's reads and
// drops. Raw where lanes travel as one JSON parameter (json_each), so a hundred lanes are one statement.
import { and, eq, lt, not, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { laneAnswers, lanePairVersions } from "../schema";

/** A kept answer's row as the read below answers it. */
export interface KeptAnswerRow {
  key: string;
  version: number;
  kept: number;
  writeId: string;
  answer: string | null;
  unasked: number;
}

/**
 * Raw: the lanes travel as one JSON parameter ([key, pair, write id of the text the isolate holds]),
 * each joined to its pair's version and to its kept answer, which holds only when it is for this day
 * and at that version. The packed answer comes back only when it holds and the isolate does not hold
 * that write of it. `unasked`: no ask marked it in the last day (a cron refresh does not count).
 * A read only: it takes no write lock, and D1 may serve it from a read replica.
 */
const READ_KEPT_SQL = `SELECT key, version, kept, writeId, iif(kept AND NOT heldWrite, answer, NULL) AS answer,
    kept AND askedAt < ?3 AS unasked
  FROM (SELECT w.value ->> '$[0]' AS key, coalesce(v.version, 0) AS version,
      coalesce(a.day = ?2 AND a.version = coalesce(v.version, 0), 0) AS kept, a.write_id AS writeId,
      coalesce(a.write_id = w.value ->> '$[2]', 0) AS heldWrite, a.answer AS answer, a.asked_at AS askedAt
    FROM json_each(?1) AS w
    LEFT JOIN lane_pair_versions AS v ON v.pair = w.value ->> '$[1]'
    LEFT JOIN lane_answers AS a ON a.key = w.value ->> '$[0]')`;

/** Each lane's pair version and kept answer for `day` (see READ_KEPT_SQL), one statement for all. */
export async function keptAnswerRows(
  d1: D1Database,
  { lanes, day, askedSince }: { lanes: readonly [string, string, string | null][]; day: string; askedSince: number },
): Promise<KeptAnswerRow[]> {
  const read = await d1.prepare(READ_KEPT_SQL).bind(JSON.stringify(lanes), day, askedSince).all<KeptAnswerRow>();
  return read.results;
}

/**
 * Raw: marks kept answers asked for (their keys, one JSON parameter), so the cron keeps them. The
 * reads say which need it: each at most once a day, and a day's other reads write nothing.
 */
const MARK_ASKED_SQL = "UPDATE lane_answers SET asked_at = ?2 WHERE key IN (SELECT value FROM json_each(?1))";

export async function markAnswersAsked(d1: D1Database, { keys, at }: { keys: readonly string[]; at: number }) {
  await d1.prepare(MARK_ASKED_SQL).bind(JSON.stringify(keys), at).run();
}

/**
 * Raw: answers (packed) travel as one JSON parameter (json_each), inserted or replaced by key. An
 * answer computed for an ask is marked asked; one the cron refreshed keeps when it was last asked for,
 * or the cron's own refreshes would keep every answer forever.
 */
const keepSql = (asked: boolean) => `INSERT INTO lane_answers (key, pair, day, version, lane, answer, write_id,
    computed_at, asked_at)
  SELECT value ->> '$.key', value ->> '$.pair', value ->> '$.day', value ->> '$.version', value -> '$.lane',
    value ->> '$.answer', value ->> '$.writeId', value ->> '$.at', value ->> '$.at'
  FROM json_each(?1) WHERE true
  ON CONFLICT (key) DO UPDATE SET pair = excluded.pair, day = excluded.day, version = excluded.version,
    lane = excluded.lane, answer = excluded.answer, write_id = excluded.write_id, computed_at = excluded.computed_at${
      asked ? ", asked_at = excluded.asked_at" : ""
    }`;
const KEEP_ASKED_SQL = keepSql(true);
const KEEP_REFRESHED_SQL = keepSql(false);
/** Text per statement when keeping answers: D1 takes up to 2 MB a value; a history packs to about 1.4 KB. */
const KEEP_CHUNK_CHARS = 500_000;

/** An answer to keep: its lane, the day and pair version it holds for, its stored text (packed) and write id. */
export type AnswerToKeep = Pick<
  typeof laneAnswers.$inferSelect,
  "key" | "pair" | "lane" | "day" | "version" | "answer" | "writeId"
> & { at: number };

/**
 * Keeps answers in one batch (one transaction), as many statements as their text needs. `asked`:
 * computed for an ask (marked asked at `at`); false for the cron's refresh.
 */
export async function keepLaneAnswers(
  d1: D1Database,
  { answers, asked }: { answers: readonly AnswerToKeep[]; asked: boolean },
): Promise<void> {
  const chunks: string[][] = [[]];
  let size = 0;
  for (const answer of answers) {
    const json = JSON.stringify(answer);
    if (size + json.length > KEEP_CHUNK_CHARS && (chunks.at(-1)?.length ?? 0) > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1)?.push(json);
    size += json.length;
  }
  const keep = asked ? KEEP_ASKED_SQL : KEEP_REFRESHED_SQL;
  const statements = chunks
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => d1.prepare(keep).bind(`[${chunk.join(",")}]`));
  if (statements.length > 0) await d1.batch(statements);
}

/**
 * Kept answers that hold for `day` (their day, and their pair not moved since) or, `holding` false,
 * those that no longer do, least recently asked first, each with its pair's current version.
 */
export async function keptAnswersByHolding(
  db: Database,
  { day, holding, limit }: { day: string; holding: boolean; limit: number },
) {
  const current = sql<number>`coalesce(${lanePairVersions.version}, 0)`;
  const holds = and(eq(laneAnswers.day, day), eq(laneAnswers.version, current));
  return db
    .select({
      key: laneAnswers.key,
      pair: laneAnswers.pair,
      lane: laneAnswers.lane,
      answer: laneAnswers.answer,
      version: current.as("current_version"),
    })
    .from(laneAnswers)
    .leftJoin(lanePairVersions, eq(lanePairVersions.pair, laneAnswers.pair))
    .where(holding ? holds : not(holds as SQL))
    .orderBy(laneAnswers.askedAt)
    .limit(limit);
}

/** Drops the answers last asked for before `before`; answers how many it dropped. */
export async function dropAnswersAskedBefore(db: Database, before: Date): Promise<number> {
  const dropped = await db
    .delete(laneAnswers)
    .where(lt(laneAnswers.askedAt, before))
    .returning({ key: laneAnswers.key });
  return dropped.length;
}
