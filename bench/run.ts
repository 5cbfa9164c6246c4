// `npm run bench`: POST /api/loads/search through the worker on workerd (Miniflare) against
// 200,000 loads, and the same SQL straight on the same SQLite file, in one run. Writes
// bench/results.json. State lives in bench/data (gitignored), never in the development database.
// `--smoke` (or BENCH_SMOKE=1): 3,000 loads and a few requests in bench/data/smoke, started afresh,
// results printed and not written (lib/smoke.ts).
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededRandom } from "@truerate/domain/seeded-random";
import { loadGeoNamesCities } from "../scripts/places-import";
import { sessionIdOf } from "../workers/src/services/accounts/sessions";
import { SEARCH_INDEX } from "../workers/src/services/loads/search-query";
import { usPlaceRows } from "../workers/src/services/places/gazetteer";
import { beyondSqlByRows } from "./lib/breakdown";
import { runFloor, runSearches, searchOnce } from "./lib/load-client";
import { type SearchBody, searchBodies } from "./lib/queries";
import { findD1File, openRaw } from "./lib/raw-sqlite";
import { writeResultsFields } from "./lib/results";
import { seedBenchDatabase, withBenchDatabase } from "./lib/seed";
import { SMOKE, SMOKE_DIR, sized } from "./lib/smoke";
import { summarize } from "./lib/stats";
import { logField, readRequestLog, startWorker } from "./lib/worker-process";

const PERSIST_TO = SMOKE ? `${SMOKE_DIR}/search` : "bench/data";
const LOADS = sized(Number(process.env.BENCH_LOADS ?? 200_000), 3000);
const SEED = 20261123;
const QUERIES = sized(300, 20);
const WARMUP_REQUESTS = sized(50, 5);
const FLOOR_REQUESTS = sized(200, 20);
const CONCURRENCY = 8;
const CONCURRENT_REQUESTS = sized(2400, 80);
const TARGETS = { p95Ms: 50, workerOverRaw: 2 };

const log = (line: string) => console.log(line);
const round = (value: number) => Math.round(value * 100) / 100;
const loadAverageBefore = os.loadavg()[0] ?? 0;

if (SMOKE || process.argv.includes("--fresh")) rmSync(PERSIST_TO, { recursive: true, force: true });
mkdirSync(PERSIST_TO, { recursive: true });

const places = usPlaceRows(loadGeoNamesCities());
const now = Date.now();
log(
  `Migrating and seeding ${PERSIST_TO}: ${LOADS.toLocaleString("en-US")} loads over ${places.length.toLocaleString("en-US")} US places (skipped when present)`,
);
const seeded = await withBenchDatabase(PERSIST_TO, (db) =>
  seedBenchDatabase(db, {
    places,
    loadCount: LOADS,
    random: seededRandom(SEED),
    now,
    log,
  }),
);
log(`  ${seeded.loads.toLocaleString("en-US")} loads; ${seeded.searchIndex}`);

const bodies = searchBodies(places, QUERIES, seededRandom(SEED + 1), now);
const raw = openRaw(findD1File(PERSIST_TO), sessionIdOf(seeded.token));
const plan = raw.plan(bodies[0] as SearchBody);

log("Starting the worker on workerd (Miniflare) over the benchmark state");
const logFile = path.join(PERSIST_TO, "worker.log");
const worker = await startWorker({ persistTo: PERSIST_TO, logFile });
const target = { baseUrl: worker.baseUrl, portalOrigin: worker.portalOrigin, token: seeded.token };
const paired: { requestId: string; rawMs: number; rawRows: number; workerMs: number; workerRows: number }[] = [];
let floor: number[] = [];
let concurrent: Awaited<ReturnType<typeof runSearches>>;
try {
  for (const body of bodies) raw.run(body); // the page cache, for both sides
  await runSearches(target, { bodies, requests: WARMUP_REQUESTS, concurrency: 1, requestIdPrefix: "bench-warmup" });
  floor = await runFloor(worker.baseUrl, FLOOR_REQUESTS);

  // Raw and worker alternate query by query, so both see the same machine load at the same moment.
  for (const [index, body] of bodies.entries()) {
    const rawRun = raw.run(body);
    const requestId = `bench-sequential-${String(index).padStart(6, "0")}`;
    const workerRun = await searchOnce(target, body, requestId);
    paired.push({
      requestId,
      rawMs: rawRun.ms,
      rawRows: rawRun.rows,
      workerMs: workerRun.ms,
      workerRows: workerRun.rows,
    });
  }
  concurrent = await runSearches(target, {
    bodies,
    requests: CONCURRENT_REQUESTS,
    concurrency: CONCURRENCY,
    requestIdPrefix: "bench-concurrent",
  });
} finally {
  await worker.stop();
  raw.close();
}

const requestLog = readRequestLog(readFileSync(logFile, "utf8"));
const rawSummary = summarize(paired.map((pair) => pair.rawMs));
const endToEnd = summarize(paired.map((pair) => pair.workerMs));
const inWorker = summarize(logField(requestLog, "bench-sequential", "durationMs"));
const inWorkerSql = summarize(logField(requestLog, "bench-sequential", "sqlMs"));
const floorInWorker = summarize(logField(requestLog, "bench-floor", "durationMs"));
const beyondSql = beyondSqlByRows(
  paired.map((pair) => ({ requestId: pair.requestId, rows: pair.workerRows })),
  requestLog,
);
const concurrentSummary = summarize(concurrent.latencies);
const floorSummary = summarize(floor);
const mismatches = paired.filter((pair) => pair.rawRows !== pair.workerRows).length;
const rowCounts = paired.map((pair) => pair.rawRows).sort((a, b) => a - b);
// The worker's time is its own (arrival to response inside workerd: the body, one D1 batch with the
// session lookup and the search, JSON); the raw time is the search statement alone. End to end adds
// the HTTP client and workerd's HTTP server, whose fixed cost the floor shows. The in-worker clock
// ticks in whole milliseconds, so the ratio of means is the finest-grained of the three.
const ratio = {
  mean: round(inWorker.meanMs / rawSummary.meanMs),
  p50: round(inWorker.p50Ms / rawSummary.p50Ms),
  p95: round(inWorker.p95Ms / rawSummary.p95Ms),
  endToEndP50: round(endToEnd.p50Ms / rawSummary.p50Ms),
  endToEndP95: round(endToEnd.p95Ms / rawSummary.p95Ms),
};
const cpus = os.cpus();

const results = {
  date: new Date().toISOString(),
  machine: {
    os: `${os.type()} ${os.release()}`,
    arch: os.arch(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryGiB: round(os.totalmem() / 2 ** 30),
    // Other processes competing for the CPUs inflate every figure: compare runs with similar load.
    loadAverage1m: { before: round(loadAverageBefore), after: round(os.loadavg()[0] ?? 0) },
  },
  node: process.version,
  dataset: {
    loads: seeded.loads,
    places: seeded.places,
    seed: SEED,
    spread: "pickup and delivery drawn from GeoNames US places in proportion to population; 4 trailer types; 365 days",
  },
  queries: {
    distinct: bodies.length,
    mix: "origin and destination drawn by population; radius 150 for half, 25-150 otherwise; one in five with a 60-day date range",
    rowsPerQuery: {
      mean: round(rowCounts.reduce((sum, rows) => sum + rows, 0) / rowCounts.length),
      median: rowCounts[Math.floor(rowCounts.length / 2)],
      max: rowCounts.at(-1),
    },
    workerAndRawRowCountsDiffer: mismatches,
  },
  searchIndex: seeded.searchIndex,
  queryPlan: plan,
  raw: {
    how: "node:sqlite on the D1 file miniflare persisted, same SQL and parameters (services/loads/search-query.ts), prepare + all(), interleaved with the worker's requests",
    ...rawSummary,
  },
  worker: {
    how: "Miniflare (workerd + its local D1) serving the bundled worker on 127.0.0.1; POST /api/loads/search with a session cookie",
    inWorker: {
      how: "durationMs of the app's request log line: arrival to response inside workerd (body, one D1 batch with the session lookup and the search, JSON); whole ms",
      ...inWorker,
      sql: {
        how: "sqlMs of the same lines: D1's own time (meta.duration) for the session lookup and the search inside workerd; the rest of durationMs is the D1 round trip and the request body",
        ...inWorkerSql,
      },
      beyondSqlByRows: beyondSql,
    },
    endToEnd: { how: "1 client, send to last body byte", ...endToEnd },
    floor: {
      how: "GET /api/health, 1 client: the fixed cost of the local stack (routing, one trivial D1 query)",
      ...floorSummary,
      inWorker: { how: "durationMs: one D1 round trip of SELECT 1, the local D1's fixed cost", ...floorInWorker },
    },
    concurrent: {
      clients: CONCURRENCY,
      ...concurrentSummary,
      requestsPerSecond: round(concurrent.latencies.length / concurrent.seconds),
      inWorker: summarize(logField(requestLog, "bench-concurrent", "durationMs")),
    },
  },
  workerOverRaw: ratio,
  targets: {
    p95Ms: TARGETS.p95Ms,
    workerOverRaw: TARGETS.workerOverRaw,
    p95MetOneClient: endToEnd.p95Ms <= TARGETS.p95Ms,
    p95MetConcurrent: concurrentSummary.p95Ms <= TARGETS.p95Ms,
    ratioMet: ratio.p50 <= TARGETS.workerOverRaw && ratio.p95 <= TARGETS.workerOverRaw,
    usesIndex: plan.some((line) => line.includes(SEARCH_INDEX)),
  },
};
// Only its own fields: the partner, FMCSA and simulation benches keep their sections.
if (!SMOKE) writeResultsFields(results);
log(`Raw SQLite:          ${JSON.stringify(rawSummary)}`);
log(`In worker:           ${JSON.stringify(inWorker)}`);
log(`End to end, 1 client: ${JSON.stringify(endToEnd)}`);
log(`Floor (health):      ${JSON.stringify(floorSummary)}`);
log(
  `${CONCURRENCY} clients:           ${JSON.stringify(concurrentSummary)}, ${results.worker.concurrent.requestsPerSecond} requests/s`,
);
log(
  `${SMOKE ? "Smoke run (bench/results.json untouched)" : "Wrote bench/results.json"}: ${JSON.stringify({ targets: results.targets, workerOverRaw: ratio })}`,
);
if (mismatches > 0) log(`Warning: ${mismatches} queries returned different row counts from the worker and from SQLite`);
// A smoke run proves the bench still works end to end: every search answered, the same rows as SQLite.
if (SMOKE && (mismatches > 0 || paired.length !== bodies.length)) process.exitCode = 1;
