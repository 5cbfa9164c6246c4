// `npm run bench` (third part): the FMCSA registry search at the census's size, through the worker.
// 1. Data: `scripts/fmcsa-generate-sample.ts` writes a 2,200,000-row census file (brokers, carriers
//    and both), imported once into the bench's own D1 (bench/data/fmcsa-<size>, never the development
//    database) through the importer and sink `npm run fmcsa:import` uses; later runs reuse it.
// 2. Queries: drawn (seeded) from the imported rows as a user types them in registration and the
//    load form: whole names, the first letters, a word and part of the next, a word from the middle,
//    MC and USDOT numbers whole and begun, common words, and misses. The search has no state filter.
// 3. Worker: the bundled worker on workerd (lib/worker-process.ts), one client on 127.0.0.1, GET
//    /api/fmcsa-carriers/search and /api/fmcsa-brokers/search; the client's time and the worker's own
//    (`durationMs` of its request log line).
// Merges an `fmcsaSearch` section into bench/results.json. `--smoke` (or BENCH_SMOKE=1): 20,000
// records in bench/data/smoke, a few queries, printed and not written (lib/smoke.ts).

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { seededRandom } from "@truerate/domain/seeded-random";
import { D1RegistrySink } from "../scripts/lib/fmcsa/d1-registry-sink";
import { importCensusFile } from "../scripts/lib/fmcsa-census-file";
import { withBenchDatabase } from "./lib/seed";
import { SMOKE, SMOKE_DIR, sized } from "./lib/smoke";
import { summarize } from "./lib/stats";
import { readRequestLog, startWorker } from "./lib/worker-process";

/** The census file's mix: about 4% brokers, 1% both, the rest carriers (no shippers: they are skipped). */
const CENSUS = SMOKE
  ? { brokers: 2_000, carriers: 17_500, both: 500, shippers: 0, seed: 20261127 }
  : { brokers: 90_000, carriers: 2_090_000, both: 20_000, shippers: 0, seed: 20261127 };
const RECORDS = CENSUS.brokers + CENSUS.carriers + CENSUS.both + CENSUS.shippers;
const AS_OF = "2026-11-01";
const SEED = 20261127;
const SAMPLED_ENTITIES = sized(40, 4);
const WARMUP = sized(30, 5);
const TARGET_P95_MS = 20;

const log = (line: string) => console.log(line);
const round = (value: number) => Math.round(value * 100) / 100;
const persistTo = SMOKE ? path.join(SMOKE_DIR, "fmcsa") : `bench/data/fmcsa-${RECORDS}`;
const markerFile = path.join(persistTo, "fmcsa-import.json");

interface ImportRecord {
  census: typeof CENSUS;
  rowsRead: number;
  imported: number;
  rejected: number;
  brokers: number;
  carriers: number;
  seconds: number;
  generateSeconds: number;
}

const count = async (db: D1Database, table: string) =>
  (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;

/** Generates the census file and imports it, unless this directory already holds the same import. */
async function ensureRegistry(): Promise<ImportRecord & { importedNow: boolean }> {
  if (!SMOKE && existsSync(markerFile)) {
    const marker = JSON.parse(readFileSync(markerFile, "utf8")) as ImportRecord;
    if (JSON.stringify(marker.census) === JSON.stringify(CENSUS)) return { ...marker, importedNow: false };
  }
  // A different or unfinished import: start over, so rows of another file do not linger.
  rmSync(persistTo, { recursive: true, force: true });
  mkdirSync(persistTo, { recursive: true });
  // The file name carries the as-of date the importer stamps on every row.
  const file = path.join(persistTo, `census-${RECORDS}-${AS_OF}.csv`);
  log(`[fmcsa] generating ${RECORDS.toLocaleString("en-US")} census records (scripts/fmcsa-generate-sample.ts)`);
  const generateStarted = performance.now();
  const args = Object.entries(CENSUS).flatMap(([name, value]) => [`--${name}`, String(value)]);
  execFileSync(path.resolve("node_modules/.bin/tsx"), ["scripts/fmcsa-generate-sample.ts", "--out", file, ...args], {
    stdio: "inherit",
  });
  const generateSeconds = (performance.now() - generateStarted) / 1000;
  log("[fmcsa] importing through the importer and D1 sink of `npm run fmcsa:import`");
  let lastProgress = 0;
  const record = await withBenchDatabase(persistTo, async (db) => {
    const { summary, elapsedMs } = await importCensusFile({
      file,
      sink: new D1RegistrySink(db),
      onProgress: (progress) => {
        if (progress.rowsRead - lastProgress < sized(200_000, 10_000)) return;
        lastProgress = progress.rowsRead;
        log(`  … ${progress.rowsRead.toLocaleString("en-US")} rows read`);
      },
    });
    return {
      census: CENSUS,
      rowsRead: summary.rowsRead,
      imported: summary.imported,
      rejected: summary.rejected,
      brokers: await count(db, "fmcsa_brokers"),
      carriers: await count(db, "fmcsa_carriers"),
      seconds: round(elapsedMs / 1000),
      generateSeconds: round(generateSeconds),
    };
  });
  rmSync(file);
  writeFileSync(markerFile, `${JSON.stringify(record, null, 2)}\n`);
  return { ...record, importedNow: true };
}

type Registry = "brokers" | "carriers";
interface Query {
  registry: Registry;
  kind: string;
  q: string;
}

interface SampledRow {
  company_name: string;
  mc_number: string;
  dot_number: string;
}

/** Rows picked at random (seeded) from a registry table, by rowid. */
async function sampleRows(db: D1Database, registry: Registry, howMany: number, random: () => number) {
  const table = `fmcsa_${registry}`;
  const top = (await db.prepare(`SELECT max(rowid) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
  const rowids = Array.from({ length: howMany }, () => 1 + Math.floor(random() * top));
  const { results } = await db
    .prepare(
      `SELECT company_name, mc_number, dot_number FROM ${table} WHERE rowid IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(rowids))
    .all<SampledRow>();
  return results;
}

/** What a user types for one company: its name whole and begun, its words, its numbers. */
function queriesFor(registry: Registry, row: SampledRow, random: () => number): Query[] {
  // Words as a user types them: letters and digits (a lone "&" is not searchable).
  const words = row.company_name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => /^[a-z0-9]{2,}/.test(word));
  const [first = "", second = ""] = words;
  const middle = words[1 + Math.floor(random() * Math.max(1, words.length - 1))] ?? first;
  const digits = row.mc_number.replace(/^MC/, "");
  return [
    { registry, kind: "name, whole", q: row.company_name },
    { registry, kind: "name, first letters", q: first.slice(0, 2 + Math.floor(random() * 3)) },
    { registry, kind: "name, a word and part of the next", q: `${first} ${second.slice(0, 2)}`.trim() },
    { registry, kind: "word from the name", q: middle },
    { registry, kind: "MC number", q: random() < 0.5 ? row.mc_number : `MC ${digits}` },
    { registry, kind: "USDOT number", q: random() < 0.5 ? row.dot_number : `USDOT ${row.dot_number}` },
    { registry, kind: "number, begun", q: row.dot_number.slice(0, 3 + Math.floor(random() * 3)) },
  ];
}

/** Words that match a large share of the registry, and queries that match nothing. */
const COMMON = ["logistics", "llc", "trucking", "transport inc", "express", "freight llc", "inc", "co"];
const MISSES = ["zzqx", "qqq transport", "MC 999999999", "98765432"];

async function buildQueries(): Promise<Query[]> {
  const random = seededRandom(SEED);
  const rows = await withBenchDatabase(persistTo, async (db) => ({
    carriers: await sampleRows(db, "carriers", SAMPLED_ENTITIES, random),
    brokers: await sampleRows(db, "brokers", Math.ceil(SAMPLED_ENTITIES / 2), random),
  }));
  const fixed = (registry: Registry): Query[] => [
    ...COMMON.map((q) => ({ registry, kind: "common word", q })),
    ...MISSES.map((q) => ({ registry, kind: "no match", q })),
  ];
  const queries = [
    ...rows.carriers.flatMap((row) => queriesFor("carriers", row, random)),
    ...rows.brokers.flatMap((row) => queriesFor("brokers", row, random)),
    ...fixed("carriers"),
    ...fixed("brokers"),
  ];
  // Shuffled, so the tables and kinds interleave as the portal's users would send them.
  for (let at = queries.length - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [queries[at], queries[other]] = [queries[other] as Query, queries[at] as Query];
  }
  return queries;
}

const started = performance.now();
mkdirSync(persistTo, { recursive: true });
const registry = await ensureRegistry();
log(
  `[fmcsa] ${registry.carriers.toLocaleString("en-US")} carriers and ${registry.brokers.toLocaleString("en-US")} brokers ` +
    `(${registry.importedNow ? `imported in ${Math.round(registry.seconds)} s` : "already imported"})`,
);
const queries = await buildQueries();
const warmUp = queries.slice(0, WARMUP);
const measured = SMOKE ? queries.slice(WARMUP, WARMUP + 30) : queries.slice(WARMUP);

const logFile = path.join(persistTo, "worker.log");
const worker = await startWorker({ persistTo, logFile, durableObjectStorage: "memory" });
const samples: Array<Query & { ms: number; rows: number; requestId: string }> = [];
let failures = 0;
try {
  const search = async (query: Query, requestId: string) => {
    const url = `${worker.baseUrl}/api/fmcsa-${query.registry}/search?q=${encodeURIComponent(query.q)}`;
    const begin = performance.now();
    const response = await fetch(url, { headers: { "x-request-id": requestId } });
    const body = (await response.json()) as unknown[];
    const ms = performance.now() - begin;
    if (!response.ok || !Array.isArray(body)) {
      failures += 1;
      log(`  ${response.status} for ${query.registry} ${JSON.stringify(query.q)}: ${JSON.stringify(body)}`);
    }
    return { ms, rows: Array.isArray(body) ? body.length : 0 };
  };
  for (const [index, query] of warmUp.entries()) await search(query, `fmcsa-warmup-${index}`);
  for (const [index, query] of measured.entries()) {
    const requestId = `fmcsa-measured-${String(index).padStart(4, "0")}`;
    samples.push({ ...query, ...(await search(query, requestId)), requestId });
  }
} finally {
  await worker.stop();
}

const inWorkerById = new Map(
  readRequestLog(readFileSync(logFile, "utf8"))
    .filter((entry) => entry.requestId.startsWith("fmcsa-measured-"))
    .map((entry) => [entry.requestId, entry.durationMs]),
);
const inWorkerOf = (list: typeof samples) => list.flatMap((sample) => inWorkerById.get(sample.requestId) ?? []);
const figures = (list: typeof samples) => ({
  client: summarize(list.map((sample) => sample.ms)),
  inWorker: summarize(inWorkerOf(list)),
});
const all = figures(samples);
const byRegistry = Object.fromEntries(
  (["carriers", "brokers"] as const).map((name) => [name, figures(samples.filter((s) => s.registry === name))]),
);
const byKind = Object.fromEntries(
  [...new Set(samples.map((sample) => sample.kind))].map((kind) => {
    const list = samples.filter((sample) => sample.kind === kind);
    const { client, inWorker } = figures(list);
    return [
      kind,
      { count: list.length, clientP50Ms: client.p50Ms, clientP95Ms: client.p95Ms, inWorkerP95Ms: inWorker.p95Ms },
    ];
  }),
);
const slowest = [...samples]
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5)
  .map((s) => ({ registry: s.registry, q: s.q, kind: s.kind, ms: round(s.ms), rows: s.rows }));

const fmcsaSearch = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverage1m: round(os.loadavg()[0] ?? 0),
    loadAverage5m: round(os.loadavg()[1] ?? 0),
  },
  how:
    "Miniflare (workerd + local D1) serving the bundled worker; one client on 127.0.0.1 sending GET " +
    "/api/fmcsa-carriers/search and /api/fmcsa-brokers/search in turn. Registry generated by " +
    "scripts/fmcsa-generate-sample.ts and imported with the fmcsa:import importer and D1 sink. " +
    `Queries drawn from ${SAMPLED_ENTITIES} carriers and ${Math.ceil(SAMPLED_ENTITIES / 2)} brokers ` +
    "(name whole, first letters, a word and part of the next, a word, MC, USDOT, a number begun), plus common words and misses; " +
    `${WARMUP} warm-up requests first. inWorker: durationMs of the worker's request log line (whole milliseconds).`,
  registry: {
    censusRecords: RECORDS,
    rowsRead: registry.rowsRead,
    imported: registry.imported,
    rejected: registry.rejected,
    carriers: registry.carriers,
    brokers: registry.brokers,
    importSeconds: registry.seconds,
    generateSeconds: registry.generateSeconds,
  },
  requests: samples.length,
  failures,
  meanRows: round(samples.reduce((sum, sample) => sum + sample.rows, 0) / Math.max(1, samples.length)),
  ...all,
  byRegistry,
  byKind,
  slowest,
  target: { p95Ms: TARGET_P95_MS, met: all.client.p95Ms <= TARGET_P95_MS },
  benchSeconds: Math.round((performance.now() - started) / 1000),
};

const resultsPath = "bench/results.json";
if (!SMOKE) {
  const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, "utf8")) : {};
  writeFileSync(resultsPath, `${JSON.stringify({ ...results, fmcsaSearch }, null, 2)}\n`);
}
log(
  `[fmcsa] ${samples.length} searches over ${RECORDS.toLocaleString("en-US")} records: client p50 ${all.client.p50Ms} ms, ` +
    `p95 ${all.client.p95Ms} ms, p99 ${all.client.p99Ms} ms; in worker p50 ${all.inWorker.p50Ms} ms, p95 ${all.inWorker.p95Ms} ms ` +
    `(target p95 ≤ ${TARGET_P95_MS} ms: ${fmcsaSearch.target.met ? "met" : "missed"}; load average ${fmcsaSearch.machine.loadAverage1m})`,
);
log(JSON.stringify({ byRegistry, byKind, slowest }));
log(SMOKE ? "Smoke run (bench/results.json untouched)" : `Wrote fmcsaSearch to ${resultsPath}`);
// A smoke run proves the path works: every search answered, and each was in the worker's log.
if (SMOKE && (failures > 0 || samples.length === 0 || inWorkerOf(samples).length !== samples.length))
  process.exitCode = 1;
