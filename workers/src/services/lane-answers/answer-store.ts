// Lane answers kept with the day and the pair version they hold for (db/schema/lane-answers.ts). A
// lookup or a history reads its kept answer while both still match, so its cost no longer grows
// with the reports behind it; a lane whose pair changed since, or a new day, is computed from the
// reports by the rules as before and kept again. The answer is therefore always exactly what the
// rules give on the reports as they stand (decision 0027).
import type { LaneEnd } from "@truerate/domain/rates/escalation";
import {
  type AnswerJson,
  answerJson,
  answerText,
  type PackedAnswer,
  packAnswer,
  readStoredAnswer,
  storedAnswer,
  unpackAnswer,
} from "./answer-packing";
import type { LaneEndsInput, ResolvedLane } from "./resolve-lanes";

export type AnswerKind = "lookup" | "history";

/** A lane to answer: its key, its equipment and state pair, and what recomputes it (JSON). */
export interface KeptLane {
  key: string;
  pair: string;
  lane: unknown;
}

const DAY_MS = 86_400_000;
/** A kept answer nobody asked for in this long is dropped rather than refreshed. */
export const KEEP_UNASKED_DAYS = 30;
/** Text per statement when keeping answers: D1 takes up to 2 MB a value; a history packs to about 1.4 KB. */
const KEEP_CHUNK_CHARS = 500_000;

export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

/** The equipment and state pair: every report a lane counts lies in it (resolve-lanes.ts reads no other). */
export const pairOf = (lane: ResolvedLane<LaneEndsInput>) =>
  `${lane.lane.equipment}|${lane.origin.state}|${lane.destination.state}`;

/** What the rules read of an end: how it was asked, its state, city, ZIP3 area and point. */
const endKey = (end: LaneEnd) =>
  [
    end.asked ?? "city",
    end.state,
    end.city.trim().toLowerCase(),
    end.zip3 ?? "",
    end.point ? `${end.point.lat},${end.point.lng}` : "",
  ].join(":");

/**
 * The shape of a kept answer: raised when the answer gains a field (2: a withheld figure's
 * `explanation`), so an answer kept earlier the same day is computed again rather than served without it.
 */
const ANSWER_SHAPE = "shape-2";

export function keptLane(kind: AnswerKind, lane: ResolvedLane<LaneEndsInput>, timeframeDays?: number): KeptLane {
  const ends = [endKey(lane.origin), endKey(lane.destination)];
  return {
    key: [kind, lane.lane.equipment, timeframeDays ?? "", ...ends, ANSWER_SHAPE].join("|"),
    pair: pairOf(lane),
    lane,
  };
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

/**
 * Answers this isolate read or kept (packed, and their JSON once a lookup unpacked them), by key,
 * oldest first, each with the random id of the write that stored it. When the read finds that same
 * write still kept for the day and version, the answer held is the answer: it is not carried from D1
 * or unpacked again. The bound keeps the isolate well inside its 128 MB.
 */
const held = new Map<string, { writeId: string; packed: PackedAnswer; json?: AnswerJson }>();
const HELD_BYTES = 8_000_000;
let heldBytes = 0;

const heldSize = (entry: { packed: PackedAnswer; json?: AnswerJson }) =>
  entry.packed.deflated.byteLength + (entry.json?.byteLength ?? 0);

function hold(key: string, writeId: string, packed: PackedAnswer, json?: AnswerJson) {
  const before = held.get(key);
  if (before) heldBytes -= heldSize(before);
  held.delete(key);
  const entry = { writeId, packed, json };
  held.set(key, entry);
  heldBytes += heldSize(entry);
  for (const [oldest, entry] of held) {
    if (heldBytes <= HELD_BYTES) break;
    held.delete(oldest);
    heldBytes -= heldSize(entry);
  }
}

/** A kept answer's JSON, unpacked once per write while the isolate holds it (lookups parse every ask). */
function unpackKept(key: string, packed: PackedAnswer): AnswerJson {
  const entry = held.get(key);
  if (entry?.packed === packed && entry.json) return entry.json;
  const json = unpackAnswer(packed);
  if (entry?.packed === packed) hold(key, entry.writeId, packed, json);
  return json;
}

/**
 * Raw: marks kept answers asked for (their keys, one JSON parameter), so the cron keeps them. The read
 * above says which need it: each at most once a day, and a day's other reads write nothing.
 */
const MARK_ASKED_SQL = "UPDATE lane_answers SET asked_at = ?2 WHERE key IN (SELECT value FROM json_each(?1))";

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

interface KeptRead {
  /** Each kept answer still holding, packed. */
  answers: Map<string, PackedAnswer>;
  /** Each lane's pair version as read now: a computed answer is kept at it, never at a later one. */
  versions: Map<string, number>;
}

async function readKept(db: D1Database, lanes: readonly KeptLane[], now: number): Promise<KeptRead> {
  const day = utcDay(now);
  const wanted = JSON.stringify(lanes.map((lane) => [lane.key, lane.pair, held.get(lane.key)?.writeId ?? null]));
  const read = await db
    .prepare(READ_KEPT_SQL)
    .bind(wanted, day, now - DAY_MS)
    .all<{ key: string; version: number; kept: number; writeId: string; answer: string | null; unasked: number }>();
  const unasked = [...new Set(read.results.filter((row) => row.unasked).map((row) => row.key))];
  if (unasked.length > 0) await db.prepare(MARK_ASKED_SQL).bind(JSON.stringify(unasked), now).run();
  const answers = new Map<string, PackedAnswer>();
  const versions = new Map<string, number>();
  for (const row of read.results) {
    versions.set(row.key, row.version);
    if (!row.kept) continue;
    const packed = row.answer === null ? held.get(row.key)?.packed : readStoredAnswer(row.answer);
    if (packed === undefined) continue;
    answers.set(row.key, packed);
    if (row.answer !== null) hold(row.key, row.writeId, packed);
  }
  return { answers, versions };
}

/**
 * Keeps computed answers (packed) at the versions read before they were computed; `json`, where
 * given, is held with one the isolate will parse again (a lookup). `asked`: computed for an ask
 * (marked asked now); false for the cron's refresh.
 */
export async function keepAnswers(
  db: D1Database,
  kept: readonly (KeptLane & { version: number; answer: PackedAnswer; json?: AnswerJson })[],
  now: number,
  { asked = true }: { asked?: boolean } = {},
): Promise<void> {
  const day = utcDay(now);
  const chunks: string[][] = [[]];
  let size = 0;
  const writes = kept.map((entry) => ({ ...entry, writeId: crypto.randomUUID() }));
  for (const { answer, json: _, ...entry } of writes) {
    const json = JSON.stringify({ ...entry, day, at: now, answer: storedAnswer(answer) });
    if (size + json.length > KEEP_CHUNK_CHARS && (chunks.at(-1)?.length ?? 0) > 0) {
      chunks.push([]);
      size = 0;
    }
    chunks.at(-1)?.push(json);
    size += json.length;
  }
  const KEEP_SQL = asked ? KEEP_ASKED_SQL : KEEP_REFRESHED_SQL;
  const statements = chunks
    .filter((chunk) => chunk.length > 0)
    .map((chunk) => db.prepare(KEEP_SQL).bind(`[${chunk.join(",")}]`));
  if (statements.length > 0) await db.batch(statements);
  for (const { key, writeId, answer, json } of writes) hold(key, writeId, answer, json);
}

/** The version the places and ZIP code tables move (migration 0028): resolutions hold while it stands. */
const PLACES_VERSION_SQL =
  "SELECT coalesce((SELECT version FROM lane_pair_versions WHERE pair = 'places'), 0) AS version";

/** A lane as asked, for `keptAsAsked`: its kind, the narrowest area it is judged at, and the lane as validated. */
export const askedKey = (kind: AnswerKind, narrowest: string, asked: unknown) =>
  `${kind}|${narrowest}|${JSON.stringify(asked)}`;

/** An asked key's parts again (neither the kind nor the area holds a `|`). */
export function parseAskedKey(key: string): { kind: AnswerKind; narrowest: string; asked: unknown } {
  const [kind, narrowest] = key.split("|", 2) as [AnswerKind, string];
  return { kind, narrowest, asked: JSON.parse(key.slice(kind.length + narrowest.length + 2)) };
}

/** What an asked key resolved to when this isolate last saw it: which held answer to offer D1. */
const resolvedKeys = new Map<string, string>();
const RESOLVED_KEYS_MAX = 20_000;

function rememberResolved(askedKey: string, key: string) {
  if (resolvedKeys.size >= RESOLVED_KEYS_MAX && !resolvedKeys.has(askedKey)) resolvedKeys.clear();
  resolvedKeys.set(askedKey, key);
}

/**
 * Raw: the asked lanes ([asked key, write id the isolate holds]) joined to their recorded resolution
 * at the current places version and on to the kept answer, only where it holds (this day, the pair's
 * version). One statement, no resolution: a lane asked again in the same form reads nothing else.
 */
const READ_ASKED_SQL = `SELECT w.key AS position, s.key AS key, s.lane AS lane, a.write_id AS writeId,
    iif(a.write_id IS w.value ->> '$[1]', NULL, a.answer) AS answer, a.asked_at < ?3 AS unasked
  FROM json_each(?1) AS w
  JOIN lane_asks AS s ON s.asked_key = w.value ->> '$[0]' AND s.places_version = (${PLACES_VERSION_SQL})
  JOIN lane_answers AS a ON a.key = s.key AND a.day = ?2
  LEFT JOIN lane_pair_versions AS v ON v.pair = a.pair
  WHERE a.version = coalesce(v.version, 0)`;

/** Raw: resolutions recorded ([asked key, answer key, echoed lane]) at the places version read before them. */
const RECORD_ASKS_SQL = `INSERT INTO lane_asks (asked_key, key, lane, places_version)
  SELECT value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', ?2 FROM json_each(?1) WHERE true
  ON CONFLICT (asked_key) DO UPDATE SET key = excluded.key, lane = excluded.lane,
    places_version = excluded.places_version`;

/** A lane answered as asked: the lane as its answer echoes it, the answer's key, and the answer packed. */
export interface AskedAnswer<Lane> {
  lane: Lane;
  key: string;
  answer: PackedAnswer;
}

/**
 * The kept answers of lanes as asked (`askedKey`), where a resolution recorded at the current places
 * version leads to an answer that still holds; null for the others, which the caller resolves and
 * answers as before, then records (`recordAsks`) at the returned `placesVersion`.
 */
export async function keptAsAsked<Lane>(
  db: D1Database,
  keys: readonly string[],
  now: number,
): Promise<{ answers: (AskedAnswer<Lane> | null)[]; placesVersion: number }> {
  const wanted = JSON.stringify(
    keys.map((key) => {
      const resolved = resolvedKeys.get(key);
      return [key, (resolved && held.get(resolved)?.writeId) ?? null];
    }),
  );
  // One batch, one transaction: the version a resolution will be recorded at is the one this read used.
  const [version, read] = await db.batch<Record<string, unknown>>([
    db.prepare(PLACES_VERSION_SQL),
    db.prepare(READ_ASKED_SQL).bind(wanted, utcDay(now), now - DAY_MS),
  ]);
  const placesVersion = Number(version?.results[0]?.version ?? 0);
  const results = (read?.results ?? []) as {
    position: number;
    key: string;
    lane: string;
    writeId: string;
    answer: string | null;
    unasked: number;
  }[];
  const answers: (AskedAnswer<Lane> | null)[] = keys.map(() => null);
  const unasked = new Set<string>();
  for (const row of results) {
    const packed = row.answer === null ? held.get(row.key)?.packed : readStoredAnswer(row.answer);
    if (packed === undefined) continue;
    if (row.answer !== null) hold(row.key, row.writeId, packed);
    if (row.unasked) unasked.add(row.key);
    rememberResolved(keys[row.position] as string, row.key);
    answers[row.position] = { lane: JSON.parse(row.lane) as Lane, key: row.key, answer: packed };
  }
  if (unasked.size > 0)
    await db
      .prepare(MARK_ASKED_SQL)
      .bind(JSON.stringify([...unasked]), now)
      .run();
  return { answers, placesVersion };
}

/** Raw: resolutions that lead nowhere: their answer was dropped, or the places changed since. */
const FORGET_ASKS_SQL = `DELETE FROM lane_asks
  WHERE NOT EXISTS (SELECT 1 FROM lane_answers WHERE lane_answers.key = lane_asks.key)
    OR places_version <> (${PLACES_VERSION_SQL})`;

/** The cron's: drops resolutions no read can use any more (they would be recorded again on an ask). */
export async function forgetStaleAsks(db: D1Database): Promise<number> {
  return (await db.prepare(FORGET_ASKS_SQL).run()).meta.changes ?? 0;
}

/** Raw: every resolution recorded at the current places version, the ones a read can use. */
const CURRENT_ASKS_SQL = `SELECT asked_key AS askedKey, key, lane FROM lane_asks
  WHERE places_version = (${PLACES_VERSION_SQL}) ORDER BY asked_key`;

/** The resolutions a read can use now: each asked key with its answer key and echoed lane (JSON). */
export async function currentAsks(db: D1Database) {
  return (await db.prepare(CURRENT_ASKS_SQL).all<{ askedKey: string; key: string; lane: string }>()).results;
}

/** Records how lanes as asked resolved (their answer keys and echoed lanes), at `placesVersion`. */
export async function recordAsks(
  db: D1Database,
  asks: readonly { askedKey: string; key: string; lane: unknown }[],
  placesVersion: number,
): Promise<void> {
  if (asks.length === 0) return;
  for (const { askedKey, key } of asks) rememberResolved(askedKey, key);
  const rows = asks.map(({ askedKey, key, lane }) => [askedKey, key, JSON.stringify(lane)]);
  await db.prepare(RECORD_ASKS_SQL).bind(JSON.stringify(rows), placesVersion).run();
}

/**
 * The answers of `lanes`, packed, from what is kept where it still holds; the rest computed by
 * `compute` (given the positions of the lanes it must answer, in order) and kept. A kept answer is
 * neither unpacked nor parsed here: a partner history passes it to a gzip response as it was stored.
 */
export async function keptPackedAnswers(
  db: D1Database,
  lanes: readonly KeptLane[],
  now: number,
  compute: (positions: number[]) => Promise<unknown[]>,
  { holdJson = false }: { holdJson?: boolean } = {},
): Promise<PackedAnswer[]> {
  if (lanes.length === 0) return [];
  const { answers, versions } = await readKept(db, lanes, now);
  // The first position of each lane not kept: a lane asked twice in one request is computed once.
  const firstPosition = new Map<string, number>();
  lanes.forEach((lane, index) => {
    if (!answers.has(lane.key) && !firstPosition.has(lane.key)) firstPosition.set(lane.key, index);
  });
  const missing = [...firstPosition.values()];
  if (missing.length > 0) {
    const computed = await compute(missing);
    const kept = missing.map((index, position) => {
      const lane = lanes[index] as KeptLane;
      const json = answerJson(JSON.stringify(computed[position]));
      const answer = packAnswer(json);
      answers.set(lane.key, answer);
      return { ...lane, version: versions.get(lane.key) ?? 0, answer, json: holdJson ? json : undefined };
    });
    await keepAnswers(db, kept, now);
  }
  return lanes.map((lane) => answers.get(lane.key) as PackedAnswer);
}

/** A kept answer parsed, its JSON unpacked once per write while the isolate holds it. */
export const parseKept = <T>(key: string, packed: PackedAnswer): T =>
  JSON.parse(answerText(unpackKept(key, packed))) as T;
