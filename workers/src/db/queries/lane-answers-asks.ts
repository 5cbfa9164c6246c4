// The statements of the lanes as asked (lane_asks, services/lane-answers/answer-store.ts): which kept
// answer a lane asked in one exact form resolves to, recorded at the places version it was resolved at.

/** The version the places and ZIP code tables move (migration 0028): resolutions hold while it stands. */
const PLACES_VERSION_SQL =
  "SELECT coalesce((SELECT version FROM lane_pair_versions WHERE pair = 'places'), 0) AS version";

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

/** An asked lane's kept answer as READ_ASKED_SQL answers it; `position` is its index in the asked list. */
export type AskedAnswerRow = {
  position: number;
  key: string;
  lane: string;
  writeId: string;
  answer: string | null;
  unasked: number;
};

/**
 * The places version and the kept answers of the asked lanes, in one batch (one transaction): the
 * version a resolution will be recorded at is the one this read used.
 */
export async function askedAnswerRows(
  d1: D1Database,
  { asked, day, askedSince }: { asked: readonly [string, string | null][]; day: string; askedSince: number },
): Promise<{ placesVersion: number; rows: AskedAnswerRow[] }> {
  const [version, read] = await d1.batch<Record<string, unknown>>([
    d1.prepare(PLACES_VERSION_SQL),
    d1.prepare(READ_ASKED_SQL).bind(JSON.stringify(asked), day, askedSince),
  ]);
  return {
    placesVersion: Number(version?.results[0]?.version ?? 0),
    rows: (read?.results ?? []) as AskedAnswerRow[],
  };
}

/** Raw: resolutions recorded ([asked key, answer key, echoed lane]) at the places version read before them. */
const RECORD_ASKS_SQL = `INSERT INTO lane_asks (asked_key, key, lane, places_version)
  SELECT value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', ?2 FROM json_each(?1) WHERE true
  ON CONFLICT (asked_key) DO UPDATE SET key = excluded.key, lane = excluded.lane,
    places_version = excluded.places_version`;

export async function recordAskRows(
  d1: D1Database,
  { rows, placesVersion }: { rows: readonly [string, string, string][]; placesVersion: number },
): Promise<void> {
  await d1.prepare(RECORD_ASKS_SQL).bind(JSON.stringify(rows), placesVersion).run();
}

/** Raw: resolutions that lead nowhere: their answer was dropped, or the places changed since. */
const FORGET_ASKS_SQL = `DELETE FROM lane_asks
  WHERE NOT EXISTS (SELECT 1 FROM lane_answers WHERE lane_answers.key = lane_asks.key)
    OR places_version <> (${PLACES_VERSION_SQL})`;

/** Deletes the resolutions no read can use any more; answers how many. */
export async function deleteStaleAsks(d1: D1Database): Promise<number> {
  return (await d1.prepare(FORGET_ASKS_SQL).run()).meta.changes ?? 0;
}

/** Raw: every resolution recorded at the current places version, the ones a read can use. */
const CURRENT_ASKS_SQL = `SELECT asked_key AS askedKey, key, lane FROM lane_asks
  WHERE places_version = (${PLACES_VERSION_SQL}) ORDER BY asked_key`;

/** Each asked key a read can use now, with its answer key and echoed lane (JSON). */
export async function currentAskRows(d1: D1Database) {
  return (await d1.prepare(CURRENT_ASKS_SQL).all<{ askedKey: string; key: string; lane: string }>()).results;
}
