// `npm run bench`: POST /api/loads/search through the worker on workerd (wrangler dev) against
// 200,000 loads, and the same SQL straight on the same SQLite file, in one run. Writes
// bench/results.json. State lives in bench/data (gitignored), never in the development database.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { SEARCH_INDEX } from "../workers/src/services/loads/search-query";
import { usPlaceRows } from "../workers/src/services/places/gazetteer";
import { loadGeoNamesCities } from "../scripts/places-import";
import { runFloor, runSearches } from "./lib/load-client";
import { searchBodies } from "./lib/queries";
import { findD1File, openRaw } from "./lib/raw-sqlite";
import { type SearchIndexVariant, applyMigrations, seedBenchDatabase, withBenchDatabase } from "./lib/seed";
import { seededRandom, summarize } from "./lib/stats";
import { startWorker } from "./lib/worker-process";

const PERSIST_TO = "bench/data";
const LOADS = Number(process.env.BENCH_LOADS ?? 200_000);
const SEED = 20261123;
const QUERIES = 300;
const WARMUP_REQUESTS = 50;
const CONCURRENCY = 8;
const CONCURRENT_REQUESTS = 2400;
const TARGETS = { p95Ms: 50, workerOverRaw: 2 };
// `BENCH_SEARCH_INDEX=covering` measures the covering index proposed in bench/README.md.
const SEARCH_INDEX_VARIANT: SearchIndexVariant =
  process.env.BENCH_SEARCH_INDEX === "covering" ? "covering" : "migration";

const log = (line: string) => console.log(line);
const loadAverageBefore = os.loadavg();
const round = (value: number) => Math.round(value * 100) / 100;

if (process.argv.includes("--fresh")) rmSync(PERSIST_TO, { recursive: true, force: true });
mkdirSync(PERSIST_TO, { recursive: true });

log(`Migrating ${PERSIST_TO}`);
applyMigrations(PERSIST_TO);
const places = usPlaceRows(loadGeoNamesCities());
const now = Date.now();
log(
  `Seeding ${LOADS.toLocaleString("en-US")} loads over ${places.length.toLocaleString("en-US")} US places (skipped when present)`,
);
const seedStarted = performance.now();
const seeded = await withBenchDatabase(PERSIST_TO, (db) =>
  seedBenchDatabase(db, {
    places,
    loadCount: LOADS,
    random: seededRandom(SEED),
    now,
    searchIndex: SEARCH_INDEX_VARIANT,
    log,
  }),
);
log(
  `  ${seeded.loads.toLocaleString("en-US")} loads ready in ${Math.round((performance.now() - seedStarted) / 1000)} s`,
);

const bodies = searchBodies(places, QUERIES, seededRandom(SEED + 1), now);

// The raw floor, measured while nothing else runs: one pass to warm the page cache, one measured.
const file = findD1File(PERSIST_TO);
const raw = openRaw(file);
for (const body of bodies) raw.run(body);
const rawRuns = bodies.map((body) => raw.run(body));
const plan = raw.plan(bodies[0] as (typeof bodies)[number]);
raw.close();
log(
  `Raw SQLite (node:sqlite on ${path.relative(process.cwd(), file)}): ${JSON.stringify(summarize(rawRuns.map((run) => run.ms)))}`,
);

if (!existsSync("workers/assets/api/docs")) spawnSync("npm", ["run", "assets"], { stdio: "inherit" });
log("Starting wrangler dev on the benchmark state");
const worker = await startWorker({ persistTo: PERSIST_TO, logFile: path.join(PERSIST_TO, "wrangler-dev.log") });
let sequential: Awaited<ReturnType<typeof runSearches>>;
let concurrent: Awaited<ReturnType<typeof runSearches>>;
let floor: number[];
try {
  const common = { baseUrl: worker.baseUrl, token: seeded.token, bodies };
  await runSearches({ ...common, requests: WARMUP_REQUESTS, concurrency: 1 });
  floor = await runFloor(worker.baseUrl, 200);
  log(`Worker floor, GET /api/health: ${JSON.stringify(summarize(floor))}`);
  sequential = await runSearches({ ...common, requests: bodies.length, concurrency: 1 });
  log(`Worker, 1 client: ${JSON.stringify(summarize(sequential.latencies))}`);
  concurrent = await runSearches({ ...common, requests: CONCURRENT_REQUESTS, concurrency: CONCURRENCY });
  log(`Worker, ${CONCURRENCY} clients: ${JSON.stringify(summarize(concurrent.latencies))}`);
} finally {
  await worker.stop();
}

const mismatches = sequential.rows.filter((rows, index) => rows !== rawRuns[index]?.rows).length;
const rawSummary = summarize(rawRuns.map((run) => run.ms));
const sequentialSummary = summarize(sequential.latencies);
const concurrentSummary = summarize(concurrent.latencies);
const ratio = {
  p50: round(sequentialSummary.p50Ms / rawSummary.p50Ms),
  p95: round(sequentialSummary.p95Ms / rawSummary.p95Ms),
};
const rowCounts = rawRuns.map((run) => run.rows).sort((a, b) => a - b);
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
    loadAverage1m: { before: round(loadAverageBefore[0] ?? 0), after: round(os.loadavg()[0] ?? 0) },
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
    mix: "origin/destination drawn by population; radius 150 for half, 25-150 otherwise; one in five with a 60-day date range",
    rowsPerQuery: {
      mean: round(rowCounts.reduce((sum, rows) => sum + rows, 0) / rowCounts.length),
      median: rowCounts[Math.floor(rowCounts.length / 2)],
      max: rowCounts.at(-1),
    },
    workerAndRawRowCountsDiffer: mismatches,
  },
  worker: {
    how: "wrangler dev (workerd + miniflare D1) on 127.0.0.1, POST /api/loads/search with a session cookie; latency = send to last body byte",
    sequential: sequentialSummary,
    floor: {
      how: "GET /api/health (routing and one trivial D1 query), 1 client: the fixed cost of the local stack",
      ...summarize(floor),
    },
    concurrent: {
      clients: CONCURRENCY,
      ...concurrentSummary,
      requestsPerSecond: round(concurrent.latencies.length / concurrent.seconds),
    },
  },
  raw: {
    how: "node:sqlite on the D1 file miniflare persisted, same SQL and parameters (services/loads/search-query.ts), prepare + all()",
    ...rawSummary,
  },
  searchIndex: seeded.searchIndex,
  queryPlan: plan,
  workerOverRaw: ratio,
  targets: {
    p95Ms: TARGETS.p95Ms,
    workerOverRaw: TARGETS.workerOverRaw,
    p95Met: sequentialSummary.p95Ms <= TARGETS.p95Ms && concurrentSummary.p95Ms <= TARGETS.p95Ms,
    ratioMet: ratio.p50 <= TARGETS.workerOverRaw && ratio.p95 <= TARGETS.workerOverRaw,
    usesIndex: plan.some((line) => line.includes(SEARCH_INDEX)),
  },
};
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
log(
  `Wrote bench/results.json: ${JSON.stringify({ targets: results.targets, workerOverRaw: ratio, rps: results.worker.concurrent.requestsPerSecond })}`,
);
if (mismatches > 0) log(`Warning: ${mismatches} queries returned different row counts from the worker and from SQLite`);
