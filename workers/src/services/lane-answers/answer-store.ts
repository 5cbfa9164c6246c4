// Lane answers kept with the day and the pair version they hold for (db/schema/lane-answers.ts). A
// lookup or a history reads its kept answer while both still match, so its cost no longer grows
// with the reports behind it; a lane whose pair changed since, or a new day, is computed from the
// reports by the rules as before and kept again. The answer is therefore always exactly what the
// rules give on the reports as they stand (decision 0027).
import type { LaneEnd } from "@truerate/domain/rates/escalation";
import type { ServiceContext } from "../../core/service-context";
import { askedAnswerRows, recordAskRows } from "../../db/queries/lane-answers-asks";
import { keepLaneAnswers, keptAnswerRows, markAnswersAsked } from "../../db/queries/lane-answers-kept";
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

interface KeptRead {
  /** Each kept answer still holding, packed. */
  answers: Map<string, PackedAnswer>;
  /** Each lane's pair version as read now: a computed answer is kept at it, never at a later one. */
  versions: Map<string, number>;
}

/** The kept answers of `lanes` that still hold, marking those not asked for today asked. */
async function readKept(d1: D1Database, lanes: readonly KeptLane[], now: number): Promise<KeptRead> {
  const rows = await keptAnswerRows(d1, {
    lanes: lanes.map((lane) => [lane.key, lane.pair, held.get(lane.key)?.writeId ?? null]),
    day: utcDay(now),
    askedSince: now - DAY_MS,
  });
  const unasked = [...new Set(rows.filter((row) => row.unasked).map((row) => row.key))];
  if (unasked.length > 0) await markAnswersAsked(d1, { keys: unasked, at: now });
  const answers = new Map<string, PackedAnswer>();
  const versions = new Map<string, number>();
  for (const row of rows) {
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
  ctx: ServiceContext,
  {
    kept,
    now,
    asked = true,
  }: {
    kept: readonly (KeptLane & { version: number; answer: PackedAnswer; json?: AnswerJson })[];
    now: number;
    asked?: boolean;
  },
): Promise<void> {
  const day = utcDay(now);
  const writes = kept.map((entry) => ({ ...entry, writeId: crypto.randomUUID() }));
  await keepLaneAnswers(ctx.env.DB, {
    answers: writes.map(({ key, pair, lane, version, answer, writeId }) => ({
      key,
      pair,
      lane,
      day,
      version,
      answer: storedAnswer(answer),
      writeId,
      at: now,
    })),
    asked,
  });
  for (const { key, writeId, answer, json } of writes) hold(key, writeId, answer, json);
}

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
  ctx: ServiceContext,
  { keys, now }: { keys: readonly string[]; now: number },
): Promise<{ answers: (AskedAnswer<Lane> | null)[]; placesVersion: number }> {
  // One batch, one transaction: the version a resolution will be recorded at is the one this read used.
  const { placesVersion, rows: results } = await askedAnswerRows(ctx.env.DB, {
    asked: keys.map((key) => {
      const resolved = resolvedKeys.get(key);
      return [key, (resolved && held.get(resolved)?.writeId) ?? null];
    }),
    day: utcDay(now),
    askedSince: now - DAY_MS,
  });
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
  if (unasked.size > 0) await markAnswersAsked(ctx.env.DB, { keys: [...unasked], at: now });
  return { answers, placesVersion };
}

/** Records how lanes as asked resolved (their answer keys and echoed lanes), at `placesVersion`. */
export async function recordAsks(
  ctx: ServiceContext,
  { asks, placesVersion }: { asks: readonly { askedKey: string; key: string; lane: unknown }[]; placesVersion: number },
): Promise<void> {
  if (asks.length === 0) return;
  for (const { askedKey, key } of asks) rememberResolved(askedKey, key);
  const rows = asks.map(({ askedKey, key, lane }): [string, string, string] => [askedKey, key, JSON.stringify(lane)]);
  await recordAskRows(ctx.env.DB, { rows, placesVersion });
}

/**
 * The answers of `lanes`, packed, from what is kept where it still holds; the rest computed by
 * `compute` (given the positions of the lanes it must answer, in order) and kept. A kept answer is
 * neither unpacked nor parsed here: a partner history passes it to a gzip response as it was stored.
 */
export async function keptPackedAnswers(
  ctx: ServiceContext,
  {
    lanes,
    now,
    compute,
    holdJson = false,
  }: {
    lanes: readonly KeptLane[];
    now: number;
    compute: (positions: number[]) => Promise<unknown[]>;
    holdJson?: boolean;
  },
): Promise<PackedAnswer[]> {
  if (lanes.length === 0) return [];
  const { answers, versions } = await readKept(ctx.env.DB, lanes, now);
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
    await keepAnswers(ctx, { kept, now });
  }
  return lanes.map((lane) => answers.get(lane.key) as PackedAnswer);
}

/** A kept answer parsed, its JSON unpacked once per write while the isolate holds it. */
export const parseKept = <T>(key: string, packed: PackedAnswer): T =>
  JSON.parse(answerText(unpackKept(key, packed))) as T;
