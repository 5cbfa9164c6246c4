// `npm run bench` (second part): the partner API through the worker on workerd (Miniflare).
// 1. Batch push: POST /api/v1/loads in batches of 1,000, every created load's deadline object armed.
// 2. Lane lookups: POST /api/v1/rates/lookups with 100 lanes each, over each dataset size;
//    then lane histories (POST /api/v1/rates/history, the same 100 lanes, 13 months by week).
// Each set of lanes is asked twice: first computed from the reports, then read as kept for the day
// (services/lane-answers/answer-store.ts), which is what a partner asking its lanes again gets.
// Sizes come from BENCH_PARTNER_SIZES (default 200000,2000000).
// Merges a `partnerApi` section into bench/results.json. State lives under bench/data (gitignored).
// `--smoke` (or BENCH_SMOKE=1): one push of 1,000 loads to in-memory objects and a few lookups and
// histories over 3,000 loads, in bench/data/smoke, printed and not written (lib/smoke.ts).

import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { hashClientSecret, newClientSecret } from "@truerate/domain/partners/credentials";
import { seededRandom } from "@truerate/domain/seeded-random";
import { loadGeoNamesCities } from "../scripts/places-import";
import { createPartnerClient, type PartnerLoadBatchResult, type PartnerLoadInput } from "../sdk/src/index";
import { usPlaceRows } from "../workers/src/services/places/gazetteer";
import { armedDeadlineReader } from "./lib/armed-deadlines";
import { generateLoads } from "./lib/dataset";
import { IDENTITY_BATCH, timePushIdentity } from "./lib/identity-timing";
import { type BenchLane, laneSets } from "./lib/lane-sets";
import { type PartnerTimer, startPartnerTimer } from "./lib/partner-timer";
import { untilDiskQuiet } from "./lib/quiet-disk";
import { machineFacts, RESULTS_PATH, readResults, writeResultsSection } from "./lib/results";
import { seedBenchDatabase, withBenchDatabase } from "./lib/seed";
import { SMOKE, SMOKE_DIR, sized } from "./lib/smoke";
import { summarize } from "./lib/stats";
import { loadsLogged, readRequestLog, startWorker } from "./lib/worker-process";

const SIZES = (SMOKE ? "3000" : (process.env.BENCH_PARTNER_SIZES ?? "200000,2000000"))
  .split(",")
  .map(Number)
  .filter((size) => size > 0);
const SEED = 20261123;
const PUSH_BATCHES = sized(Number(process.env.BENCH_PUSH_BATCHES ?? 10), 2);
/**
 * Fewer batches for the objects on tmpfs: Miniflare keeps each live object's SQLite file, WAL and
 * shared memory open, objects are created there faster than they go idle, and about 6,600 live
 * objects pass this machine's limit of 20,000 open files (SQLITE_CANTOPEN, then a 500).
 */
const TMPFS_PUSH_BATCHES = Math.min(PUSH_BATCHES, Number(process.env.BENCH_TMPFS_PUSH_BATCHES ?? 5));
/**
 * More batches with the objects in memory: a batch's deadlines are queued to start 2 s after its
 * answer (services/loads/on-load-created.ts), so over ten batches that fixed lag was a third of the
 * time to the last object armed. Thirty show the rate a partner pushing steadily gets.
 */
const MEMORY_PUSH_BATCHES = sized(Number(process.env.BENCH_MEMORY_PUSH_BATCHES ?? 30), 2);
const BATCH = 1000;
const LOOKUPS = sized(Number(process.env.BENCH_LOOKUPS ?? 60), 3);
const WARMUP_LOOKUPS = sized(5, 1);
const LANES = 100;
const TARGETS = { pushLoadsPerSecond: 2000, lookupP95Ms: 30, historyP95Ms: 60, pushIdentityP95Ms: 20 };
const IDENTITY_RUNS = sized(Number(process.env.BENCH_IDENTITY_RUNS ?? 60), 5);

const log = (line: string) => console.log(line);
/** Before a judged pass: the host disk settled (lib/quiet-disk.ts); a smoke run never waits. */
const settleDisk = () => untilDiskQuiet(log, { timeoutMs: sized(180_000, 0) });
const round = (value: number) => Math.round(value * 100) / 100;
const places = usPlaceRows(loadGeoNamesCities());

/**
 * The mail provider the worker's queue consumer sends each load's 371.3 request to: a local sink
 * answering 202, so those jobs do their real work (and load the machine) instead of failing.
 */
async function startMailSink(): Promise<{ url: string; close(): void }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => response.writeHead(202).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/send`, close: () => server.close() };
}

/** A client with every scope and no practical rate limit, written straight into the bench database. */
async function provision(db: D1Database) {
  const clientSecret = newClientSecret();
  await db.batch([
    // Lanes kept by an earlier run today would make every first ask a kept one.
    db.prepare("DELETE FROM lane_answers"),
    db.prepare("DELETE FROM lane_asks"),
    db.prepare("DELETE FROM partner_organisations WHERE id = 'bench-partner'"),
    db.prepare(
      "INSERT INTO partner_organisations (id, name, carrier_user_id) VALUES ('bench-partner', 'Bench TMS', 'bench-carrier-1')",
    ),
    db
      .prepare(
        `INSERT INTO partner_clients (id, organisation_id, name, scopes, secret_hash, rate_limit_per_minute)
         VALUES ('bench-client', 'bench-partner', 'bench', 'loads:write rates:read webhooks:manage', ?1, 1000000000)`,
      )
      .bind(hashClientSecret(clientSecret)),
  ]);
  return { clientId: "bench-client", clientSecret };
}

function pushBatches(now: number, count: number): PartnerLoadInput[][] {
  const loads = [
    ...generateLoads({ count: count * BATCH, places, carrierIds: ["x"], random: seededRandom(SEED + 7), now }),
  ];
  const stamp = now.toString(36);
  return Array.from({ length: count }, (_, batch) =>
    loads.slice(batch * BATCH, (batch + 1) * BATCH).map((load, index) => ({
      partnerLoadId: `push-${stamp}-${batch}-${index}`,
      brokerName: load.brokerName,
      brokerEmail: load.brokerEmail,
      loadNumber: load.loadNumber,
      date: load.date,
      pickupCity: load.pickup.city,
      pickupState: load.pickup.state,
      deliveryCity: load.delivery.city,
      deliveryState: load.delivery.state,
      mileage: load.mileage,
      weight: load.weight,
      rate: load.rateCents / 100,
      trailerType: load.trailerType,
    })),
  );
}

interface Armed {
  loadId: string;
  deadlineAt: number;
}

/**
 * Where the deadline objects keep their storage: "disk", one SQLite file per object under the
 * bench's own directory (as `wrangler dev` keeps them); "tmpfs", the same files in memory-backed
 * /dev/shm (Linux), which separates the host disk's file creation and syncs from the worker's own
 * work; "memory", Miniflare's in-memory objects (no files at all).
 */
type ObjectStorage = "disk" | "tmpfs" | "memory";
/**
 * How a push run is served: with its deadline objects kept in `ObjectStorage` and its background
 * jobs consumed by the same worker (workerd's one thread), or "answerOnly": the jobs are queued
 * and left for consumers elsewhere, as production runs them, so only the push itself is timed.
 */
type PushRunKind = ObjectStorage | "answerOnly";
const TMPFS = "/dev/shm";
/** How many of `loads` are armed; `before` loads were armed before them (the warm-up). */
type ArmedCount = (loads: readonly Armed[], before: number) => number;

/**
 * While the clock runs: the DEADLINES consumer's own record (`deadlines_armed` lines, written once
 * every object of a message answered `schedule()`, which returns only after the object's storage
 * write is committed). Reading a few thousand object files while the clock runs would take the
 * same two cores the worker needs, so the files are checked after it stops (`armedInFiles`).
 */
function loggedArmed(logFile: string): ArmedCount {
  return (loads, before) => {
    const logged = loadsLogged(readFileSync(logFile, "utf8"), "deadlines_armed");
    return Math.min(loads.length, Math.max(0, logged - before));
  };
}

/** With object files: each load's object read from its own storage file, state and alarm. */
function armedInFiles(persistTo: string): ArmedCount {
  const readArmed = armedDeadlineReader(persistTo);
  return (loads) => {
    const armed = readArmed();
    return loads.filter((load) => armed.get(load.loadId) === load.deadlineAt).length;
  };
}

/** Waits until every load's deadline object is armed; returns when the last one was seen armed. */
async function waitUntilArmed(count: ArmedCount, loads: readonly Armed[], before: number, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  let armed = 0;
  while (performance.now() < deadline) {
    armed = count(loads, before);
    if (armed === loads.length) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { armedAt: performance.now(), unarmed: loads.length - armed };
}

/**
 * Batches of 1,000 through the worker, after one warm-up batch (armed before the clock starts).
 * Two figures: how fast the pushes are answered, and how fast the loads are pushed with every
 * deadline object armed (from the first push to the last object confirmed armed).
 */
async function measurePush(
  partner: ReturnType<typeof createPartnerClient>,
  storage: PushRunKind,
  persistTo: string,
  logFile: string,
  now: number,
) {
  const counts = { disk: PUSH_BATCHES, tmpfs: TMPFS_PUSH_BATCHES, memory: MEMORY_PUSH_BATCHES };
  const batches = pushBatches(now, storage === "answerOnly" ? MEMORY_PUSH_BATCHES : counts[storage]);
  const count = loggedArmed(logFile);
  const createdOf = (answer: PartnerLoadBatchResult): Armed[] =>
    answer.results.flatMap((item) =>
      item.status === "created" && item.loadId && item.deadlineAt
        ? [{ loadId: item.loadId, deadlineAt: Date.parse(item.deadlineAt) }]
        : [],
    );
  const settled = await settleDisk();
  const warmUp = createdOf(await partner.pushLoads(batches[0] ?? []));
  // The warm-up's objects are armed before the clock starts.
  if (storage !== "answerOnly") await waitUntilArmed(count, warmUp, 0, sized(600_000, 60_000));
  const begin = performance.now();
  const created: Armed[] = [];
  const batchMs: number[] = [];
  for (const batch of batches.slice(1)) {
    const one = performance.now();
    created.push(...createdOf(await partner.pushLoads(batch)));
    batchMs.push(performance.now() - one);
  }
  const answeredSeconds = (performance.now() - begin) / 1000;
  if (storage === "answerOnly") return { ...answeredOnly(logFile, created, answeredSeconds, batchMs), ...settled };
  const logged = await waitUntilArmed(count, created, warmUp.length, sized(900_000, 60_000));
  const armedSeconds = (logged.armedAt - begin) / 1000;
  // Every object proven armed by its own file, after the clock (in memory there are no files). A file
  // the worker is writing this instant cannot be read, so unconfirmed ones are read again for up to
  // 10 s: one pass of 11-27 counted 2 of 8,888 unarmed that a later read found armed.
  const unarmed =
    storage === "memory"
      ? logged.unarmed
      : (await waitUntilArmed(armedInFiles(persistTo), created, warmUp.length, 10_000)).unarmed;
  const logText = readFileSync(logFile, "utf8");
  const scheduleFailures = logText.split("load_deadline_schedule_failed").length - 1;
  const inWorker = pushTimesInWorker(logText);
  const push = {
    objectStorage: storage,
    batches: batches.length - 1,
    batchSize: BATCH,
    created: created.length,
    answeredSeconds: round(answeredSeconds),
    answeredLoadsPerSecond: Math.round(created.length / answeredSeconds),
    armedSeconds: round(armedSeconds),
    /** From the last answer to the last object armed: the queue's 2 s start and its last batches. */
    armingLagSeconds: round(armedSeconds - answeredSeconds),
    /** The target's figure: loads pushed with every deadline object armed (and, with files, each file checked). */
    loadsPerSecond: unarmed === 0 ? Math.round(created.length / armedSeconds) : 0,
    unarmed,
    perBatch: summarize(batchMs),
    perBatchInWorker: summarize(inWorker),
    deadlineScheduleFailures: scheduleFailures,
    ...settled,
  };
  log(
    `  push: answered at ${push.answeredLoadsPerSecond} loads/s; all ${created.length} deadlines armed after ` +
      `${push.armedSeconds} s (${push.loadsPerSecond} loads/s), ${unarmed} unarmed, ${scheduleFailures} failures`,
  );
  return push;
}

/** The worker's own time per timed push (arrival to answer, the warm-up left out), against what the client waited. */
const pushTimesInWorker = (logText: string) =>
  readRequestLog(logText)
    .filter((entry) => entry.route === "/api/v1/loads")
    .slice(1)
    .map((entry) => entry.durationMs);

/** The push alone: how fast batches are answered with their writes (the answers' versions moved, decision 0027). */
function answeredOnly(logFile: string, created: readonly Armed[], answeredSeconds: number, batchMs: number[]) {
  const inWorker = pushTimesInWorker(readFileSync(logFile, "utf8"));
  const push = {
    backgroundJobs: "queued, consumed elsewhere",
    batches: batchMs.length,
    batchSize: BATCH,
    created: created.length,
    answeredSeconds: round(answeredSeconds),
    answeredLoadsPerSecond: Math.round(created.length / answeredSeconds),
    perBatch: summarize(batchMs),
    perBatchInWorker: summarize(inWorker),
  };
  log(`  push alone: answered at ${push.answeredLoadsPerSecond} loads/s (${created.length} loads)`);
  return push;
}

/** Puts the objects' directory (v3/do, where Miniflare keeps them) on tmpfs, through a link. */
function objectsInTmpfs(persistTo: string) {
  const objects = path.join(TMPFS, "truerate-bench-objects");
  rmSync(objects, { recursive: true, force: true });
  mkdirSync(objects);
  // A fresh state directory has no v3/ yet: Miniflare makes it on first start, after this link.
  mkdirSync(path.join(persistTo, "v3"), { recursive: true });
  symlinkSync(objects, path.join(persistTo, "v3", "do"));
}

/**
 * Lookups, then histories, of the same lane sets: first asks compute every lane from the reports,
 * the same lanes asked again read what was kept (the figures judged).
 */
async function timeLanes(timer: PartnerTimer, sets: readonly BenchLane[][]) {
  await timer.lookups(sets.slice(0, WARMUP_LOOKUPS));
  const measured = sets.slice(WARMUP_LOOKUPS);
  const firstAsk = await timer.lookups(measured);
  // The first asks read gigabytes at 2,000,000 loads; the judged pass starts once the disk has settled.
  const lookupsSettled = await settleDisk();
  const kept = await timer.lookups(measured);
  log(
    `  lookup of ${LANES} lanes: kept p50 ${kept.p50Ms} ms, p95 ${kept.p95Ms} ms; first ask p95 ${firstAsk.p95Ms} ms ` +
      `(${(kept.publishedShare ?? 0) * 100}% published)`,
  );
  const historyFirstAsk = await timer.histories(measured);
  const historiesSettled = await settleDisk();
  const history = { ...(await timer.histories(measured)), firstAsk: historyFirstAsk, ...historiesSettled };
  // The same sets a third time: the figure above is judged; this one shows how much of it is the
  // storage settling after the first asks wrote about 100 MB of histories.
  const askedAThirdTime = await timer.histories(measured);
  log(
    `  13-month history of ${LANES} lanes: kept p50 ${history.p50Ms} ms, p95 ${history.p95Ms} ms; ` +
      `first ask p95 ${historyFirstAsk.p95Ms} ms; asked a third time p95 ${askedAThirdTime.p95Ms} ms`,
  );
  return { lookup: { ...kept, firstAsk, ...lookupsSettled }, history: { ...history, askedAThirdTime } };
}

async function runSize(size: number, push?: PushRunKind) {
  const base = SMOKE ? SMOKE_DIR : "bench/data";
  const persistTo = push ? `${base}/partner-push-${push}` : `${base}/partner-${size}`;
  // The push run starts empty every time: its loads and deadline objects must not pile up.
  if (push || SMOKE) rmSync(persistTo, { recursive: true, force: true });
  mkdirSync(persistTo, { recursive: true });
  if (push === "tmpfs") objectsInTmpfs(persistTo);
  const now = Date.now();
  log(`[${size.toLocaleString("en-US")}] seeding (skipped when present)`);
  const started = performance.now();
  const { seeded, credentials } = await withBenchDatabase(persistTo, async (db) => ({
    seeded: await seedBenchDatabase(db, { places, loadCount: size, random: seededRandom(SEED), now, log }),
    credentials: await provision(db),
  }));
  log(`  ${seeded.loads.toLocaleString("en-US")} loads ready in ${Math.round((performance.now() - started) / 1000)} s`);
  const logFile = path.join(persistTo, "worker.log");
  // Deployed as production (wrangler.toml), so its secrets and mail provider must be set, as in production.
  const mailSink = await startMailSink();
  const worker = await startWorker({
    persistTo,
    logFile,
    durableObjectStorage: push === "memory" || push === "answerOnly" || SMOKE ? "memory" : "disk",
    queueConsumers: push !== "answerOnly",
    bindings: {
      PARTNER_TOKEN_SECRET: `bench-${newClientSecret()}`,
      RESPONSE_LINK_SECRET: `bench-${newClientSecret()}`,
      MAIL_PROVIDER_URL: mailSink.url,
      MAIL_PROVIDER_TOKEN: "bench",
    },
  });
  try {
    const partner = createPartnerClient({ baseUrl: worker.baseUrl, ...credentials });
    await partner.authenticate();
    if (push) return await measurePush(partner, push, persistTo, logFile, now);
    const sets = laneSets({ places, sets: WARMUP_LOOKUPS + LOOKUPS, lanes: LANES, random: seededRandom(SEED + 3) });
    const timer = startPartnerTimer({ baseUrl: worker.baseUrl, ...credentials, lanesPerRequest: LANES, weeks: 58 });
    const timed = await timeLanes(timer, sets).finally(() => timer.close());
    const lookup = { size, lanesPerRequest: LANES, ...timed.lookup };
    // The smoke run pushes in the same worker (one start, one migration, one seed fewer).
    const smokePush = SMOKE ? await measurePush(partner, "memory", persistTo, logFile, now) : undefined;
    // The identity's added time for a push of 100 loads, over this size's reports (lib/identity-timing.ts);
    // after the smoke push, whose in-worker figure reads every push in the log.
    const identity = await timePushIdentity(partner, {
      loads: pushBatches(now, 1)[0] ?? [],
      runs: IDENTITY_RUNS,
      readLog: () => readFileSync(logFile, "utf8"),
    });
    log(
      `  identity of a ${IDENTITY_BATCH}-load push (in the worker): p50 ${identity.p50Ms} ms, p95 ${identity.p95Ms} ms`,
    );
    return { ...lookup, history: timed.history, identity, smokePush };
  } finally {
    await worker.stop();
    mailSink.close();
  }
}

type LookupRun = {
  size: number;
  p95Ms: number;
  history: { p95Ms: number };
  identity?: Awaited<ReturnType<typeof timePushIdentity>>;
  smokePush?: PushRun;
};
type PushRun = Exclude<Awaited<ReturnType<typeof measurePush>>, ReturnType<typeof answeredOnly>>;
type PushAloneRun = ReturnType<typeof answeredOnly> & Awaited<ReturnType<typeof untilDiskQuiet>>;
const measurePushes = process.env.BENCH_PARTNER_PUSH !== "0";
// The smoke run pushes once, to in-memory objects, in its lookup run's worker.
const pushRuns = measurePushes && !SMOKE;
// The push alone first, and the objects on disk last: the disk run leaves gigabytes of object files
// being written back, which slowed the runs after it (the push alone: 1,677 loads/s after it, 2,341 first).
const pushAlone = pushRuns ? ((await runSize(0, "answerOnly")) as PushAloneRun) : null;
let pushInMemory = pushRuns ? ((await runSize(0, "memory")) as PushRun) : null;
const pushInTmpfs = pushRuns && existsSync(TMPFS) ? ((await runSize(0, "tmpfs")) as PushRun) : null;
const push = pushRuns ? ((await runSize(0, "disk")) as PushRun) : null;
const lookups: LookupRun[] = [];
for (const size of SIZES) lookups.push((await runSize(size)) as LookupRun);
pushInMemory ??= lookups[0]?.smokePush ?? null;
const first = lookups[0];
const last = lookups.at(-1);
/** A run without pushes (BENCH_PARTNER_PUSH=0) keeps the last run's push figures, with their date. */
const earlier = (measurePushes ? {} : (readResults().partnerApi ?? {})) as Record<string, unknown>;
const keptPushes = measurePushes
  ? {}
  : {
      pushesMeasuredOn: earlier.pushesMeasuredOn ?? earlier.date ?? null,
      push: earlier.push ?? null,
      pushObjectFilesInTmpfs: earlier.pushObjectFilesInTmpfs ?? null,
      pushInMemoryObjects: earlier.pushInMemoryObjects ?? null,
      pushAlone: earlier.pushAlone ?? null,
    };
/** A run of pushes only (BENCH_PARTNER_SIZES="") keeps the last run's lookups, with their date. */
const keptLookups =
  SIZES.length > 0 || SMOKE
    ? null
    : (({ date, lookups, lookupTarget, historyTarget, growth, lookupsMeasuredOn }: Record<string, unknown>) => ({
        lookupsMeasuredOn: lookupsMeasuredOn ?? date ?? null,
        lookups,
        lookupTarget,
        historyTarget,
        growth,
      }))((readResults().partnerApi ?? {}) as Record<string, unknown>);
const partnerApi = {
  date: new Date().toISOString(),
  machine: machineFacts(),
  how:
    "Miniflare (workerd + local D1) serving the bundled worker; the SDK facade as the client on 127.0.0.1. Lookups: " +
    `${LANES} lanes per request drawn by population, equipment and timeframe (30/60/90/365 days) at random, each set ` +
    "asked twice: firstAsk computes every lane from the reports (loads_lane_rates_idx, covering; the requested " +
    "timeframe first, a year back only for lanes still withheld) and keeps it; the figures at the top level are the " +
    "second ask, which reads the answers kept for the day at the pair's version (decision 0027). Lookups and " +
    "histories are timed by the SDK in a worker thread of its own (lib/partner-timer.ts), away from the bench's " +
    "200 MB of fixtures; histories arrive gzip-encoded (fetch's default Accept-Encoding) and the time includes " +
    "decoding and parsing them.",
  // Every deadline object confirmed armed in its own storage file (as `wrangler dev` keeps them).
  push: push && {
    ...push,
    target: TARGETS.pushLoadsPerSecond,
    met: push.loadsPerSecond >= TARGETS.pushLoadsPerSecond,
  },
  // The same files on tmpfs: what the host disk's file creation and syncs cost the figure above.
  pushObjectFilesInTmpfs: pushInTmpfs && {
    ...pushInTmpfs,
    target: TARGETS.pushLoadsPerSecond,
    met: pushInTmpfs.loadsPerSecond >= TARGETS.pushLoadsPerSecond,
  },
  // The same objects and alarms with Miniflare's in-memory object storage (no file per object).
  pushInMemoryObjects: pushInMemory && {
    ...pushInMemory,
    target: TARGETS.pushLoadsPerSecond,
    met: pushInMemory.loadsPerSecond >= TARGETS.pushLoadsPerSecond,
  },
  // The push with its background jobs queued for consumers elsewhere (production's arrangement):
  // the target's figure, since the answer's own write keeps the lane answers' versions (decision 0027).
  pushAlone: pushAlone && {
    ...pushAlone,
    target: TARGETS.pushLoadsPerSecond,
    met: pushAlone.answeredLoadsPerSecond >= TARGETS.pushLoadsPerSecond,
  },
  ...keptPushes,
  lookups,
  lookupTarget: {
    p95Ms: TARGETS.lookupP95Ms,
    metAt: lookups.filter((run) => run.p95Ms <= TARGETS.lookupP95Ms).map((run) => run.size),
  },
  historyTarget: {
    p95Ms: TARGETS.historyP95Ms,
    metAt: lookups.filter((run) => run.history.p95Ms <= TARGETS.historyP95Ms).map((run) => run.size),
  },
  // The broker identity's added time for a 100-load push (its bulk reads and rules), at each size.
  pushIdentityTarget: {
    p95Ms: TARGETS.pushIdentityP95Ms,
    runs: lookups.map((run) => ({ size: run.size, ...run.identity })),
    metAt: lookups
      .filter((run) => (run.identity?.p95Ms ?? Number.POSITIVE_INFINITY) <= TARGETS.pushIdentityP95Ms)
      .map((run) => run.size),
  },
  growth:
    first && last && first !== last
      ? {
          fromLoads: first.size,
          toLoads: last.size,
          p95Ratio: round(last.p95Ms / first.p95Ms),
          sizeRatio: round(last.size / first.size),
        }
      : null,
  ...keptLookups,
};
if (!SMOKE) writeResultsSection("partnerApi", partnerApi);
log(
  `${SMOKE ? "Smoke run (bench/results.json untouched)" : `Wrote partnerApi to ${RESULTS_PATH}`}: ${JSON.stringify({ push: partnerApi.push, pushObjectFilesInTmpfs: partnerApi.pushObjectFilesInTmpfs, pushInMemoryObjects: partnerApi.pushInMemoryObjects, lookupTarget: partnerApi.lookupTarget, pushIdentityTarget: partnerApi.pushIdentityTarget, growth: partnerApi.growth })}`,
);
// A smoke run proves the partner path still works: the push armed every deadline, every lookup answered.
if (SMOKE && (pushInMemory?.unarmed !== 0 || pushInMemory.created === 0 || lookups.length !== SIZES.length))
  process.exitCode = 1;
