// `npm run bench:client-push`: a 1,000-load push as a partner's program sees it — through the SDK,
// over HTTP, against a local worker — beside the worker's own time for the same requests.
// Each batch's client time is split into: building the body (JSON), the exchange up to the answer's
// headers, and reading the answer. Merges a `clientPush` section into bench/results.json.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { hashClientSecret, newClientSecret } from "@truerate/domain/partners/credentials";
import { seededRandom } from "@truerate/domain/seeded-random";
import { loadGeoNamesCities } from "../scripts/places-import";
import { createPartnerClient, type PartnerLoadInput } from "../sdk/src/index";
import { usPlaceRows } from "../workers/src/services/places/gazetteer";
import { generateLoads } from "./lib/dataset";
import { seedBenchDatabase, withBenchDatabase } from "./lib/seed";
import { summarize } from "./lib/stats";
import { loadsLogged, readRequestLog, startWorker } from "./lib/worker-process";

/** After one warm-up batch: half pushed on a quiet worker, half back to back. */
const BATCHES = Number(process.env.BENCH_CLIENT_PUSH_BATCHES ?? 4);
const BATCH = 1000;
const TARGET_MS = 1000;
/** The worker's port (0: any free one). */
const PORT = Number(process.env.BENCH_CLIENT_PUSH_PORT ?? 0);
const SEED = 20261125;
const log = (line: string) => console.log(line);
const round = (value: number) => Math.round(value * 10) / 10;
const places = usPlaceRows(loadGeoNamesCities());

function batches(now: number, stack: string): PartnerLoadInput[][] {
  const loads = [
    ...generateLoads({ count: (BATCHES + 1) * BATCH, places, carrierIds: ["x"], random: seededRandom(SEED), now }),
  ];
  return Array.from({ length: BATCHES + 1 }, (_, batch) =>
    loads.slice(batch * BATCH, (batch + 1) * BATCH).map((load, index) => ({
      partnerLoadId: `${stack}-${now.toString(36)}-${batch}-${index}`,
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

/** A fresh database: migrations, the gazetteer, the bench carriers, and a partner client with every scope. */
async function prepare(persistTo: string) {
  rmSync(persistTo, { recursive: true, force: true });
  mkdirSync(persistTo, { recursive: true });
  const clientSecret = newClientSecret();
  await withBenchDatabase(persistTo, async (db) => {
    await seedBenchDatabase(db, { places, loadCount: 0, random: seededRandom(SEED), now: Date.now(), log: () => {} });
    await db.batch([
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
  });
  return { clientId: "bench-client", clientSecret };
}

const secrets = () => ({
  PARTNER_TOKEN_SECRET: `bench-${newClientSecret()}`,
  RESPONSE_LINK_SECRET: `bench-${newClientSecret()}`,
  // As `npm start`: the brokers' 371.3 requests go to the local outbox (D1), not a provider.
  ENVIRONMENT: "development",
});

interface Timed {
  totalMs: number;
  /** Building the request body from the loads (JSON text). */
  encodeMs: number;
  /** From sending until the answer's status and headers arrive. */
  exchangeMs: number;
  /** Reading the answer body. */
  readMs: number;
  requestBytes: number;
  responseBytes: number;
}

/** Loads whose deadline objects the DEADLINES consumer reports armed. */
const armedIn = (logText: string) => loadsLogged(logText, "deadlines_armed");
/** Loads whose 371.3 request the NOTIFICATIONS consumer has sent (to the outbox here). */
const requestedIn = (logText: string) => loadsLogged(logText, "load_requests_delivered");

/** Until the background work of the pushes so far (their deadline objects, their brokers' requests) is done. */
async function settled(logText: () => string, created: number) {
  const deadline = performance.now() + 300_000;
  const done = () => armedIn(logText()) >= created && requestedIn(logText()) >= created;
  while (!done() && performance.now() < deadline) await sleep(200);
  if (!done()) throw new Error(`the background work of ${created} loads did not finish in 5 minutes`);
  await sleep(500);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pushes through the SDK; its fetch is the real one, wrapped to time the exchange and the answer's
 * reading. "quiet": each batch after the previous one's deadline objects are armed (a partner's
 * nightly sync); "back-to-back": the next batch as soon as the last is answered (a backfill).
 */
async function measure(
  stack: string,
  baseUrl: string,
  credentials: { clientId: string; clientSecret: string },
  logText: () => string,
  now: number,
) {
  const sets = batches(now, stack);
  const phases: Partial<Timed> = {};
  const partner = createPartnerClient({
    baseUrl,
    ...credentials,
    fetch: async (request) => {
      if (!request.url.endsWith("/api/v1/loads")) return fetch(request);
      phases.requestBytes = (await request.clone().arrayBuffer()).byteLength;
      const sent = performance.now();
      const response = await fetch(request);
      phases.exchangeMs = performance.now() - sent;
      const body = await response.arrayBuffer();
      phases.responseBytes = body.byteLength;
      phases.readMs = performance.now() - sent - phases.exchangeMs;
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  const tokenBegin = performance.now();
  await partner.authenticate();
  const tokenMs = performance.now() - tokenBegin;
  let created = 0;
  const push = async (loads: PartnerLoadInput[]): Promise<Timed> => {
    const encodeBegin = performance.now();
    JSON.stringify({ loads });
    const encodeMs = performance.now() - encodeBegin;
    const begin = performance.now();
    const answer = await partner.pushLoads(loads);
    const totalMs = performance.now() - begin;
    if (answer.results.length !== loads.length) throw new Error(`${stack}: ${answer.results.length} answered`);
    created += answer.created;
    return {
      totalMs,
      encodeMs,
      exchangeMs: phases.exchangeMs ?? 0,
      readMs: phases.readMs ?? 0,
      requestBytes: phases.requestBytes ?? 0,
      responseBytes: phases.responseBytes ?? 0,
    };
  };
  const [warmUp, ...rest] = sets;
  await push(warmUp ?? []); // the first request compiles the route's code
  const half = Math.ceil(rest.length / 2);
  const quiet: Timed[] = [];
  for (const loads of rest.slice(0, half)) {
    await settled(logText, created);
    quiet.push(await push(loads));
  }
  await settled(logText, created);
  const backToBack: Timed[] = [];
  for (const loads of rest.slice(half)) backToBack.push(await push(loads));
  await settled(logText, created);
  const inWorker = readRequestLog(logText())
    .filter((entry) => entry.route === "/api/v1/loads")
    .slice(1)
    .map((entry) => entry.durationMs);
  const figures = (runs: Timed[], worker: number[]) => ({
    batches: runs.length,
    clientMs: summarize(runs.map((run) => run.totalMs)),
    inWorkerMs: summarize(worker),
    exchangeMs: summarize(runs.map((run) => run.exchangeMs)),
    readMs: summarize(runs.map((run) => run.readMs)),
    encodeMs: summarize(runs.map((run) => run.encodeMs)),
  });
  const result = {
    stack,
    batchSize: BATCH,
    tokenMs: round(tokenMs),
    requestBytes: quiet[0]?.requestBytes ?? 0,
    responseBytes: quiet[0]?.responseBytes ?? 0,
    quiet: figures(quiet, inWorker.slice(0, half)),
    backToBack: figures(backToBack, inWorker.slice(half)),
  };
  log(`${stack}: ${JSON.stringify(result)}`);
  return result;
}

const now = Date.now();
/**
 * The bundled worker on Miniflare (workerd, local D1, the queues' consumers), without `wrangler
 * dev`'s proxy (about 5 ms a request, bench/README.md). "disk": each deadline object a SQLite file on
 * disk, as `wrangler dev` keeps them; "memory": the same objects in memory, leaving out the local
 * runtime's file per object (production keeps each object on its own machine).
 */
const stacks = (process.env.BENCH_CLIENT_PUSH_STACKS ?? "disk,memory").split(",") as ("disk" | "memory")[];
const runs = [];
for (const storage of stacks) {
  const persistTo = `bench/data/client-push-${storage}`;
  const credentials = await prepare(persistTo);
  const logFile = `${persistTo}/worker.log`;
  const worker = await startWorker({
    persistTo,
    logFile,
    port: PORT,
    bindings: secrets(),
    durableObjectStorage: storage,
  });
  try {
    runs.push(
      await measure(`objects-${storage}`, worker.baseUrl, credentials, () => readFileSync(logFile, "utf8"), now),
    );
  } finally {
    await worker.stop();
  }
}
const clientPush = {
  date: new Date().toISOString(),
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    loadAverage1m: round(os.loadavg()[0] ?? 0),
  },
  targetClientMs: TARGET_MS,
  runs,
};
const resultsPath = "bench/results.json";
const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, "utf8")) : {};
writeFileSync(resultsPath, `${JSON.stringify({ ...results, clientPush }, null, 2)}\n`);
