// `npm run seed`: demo data for local development, idempotent (a second run adds nothing).
// `--migrate` applies the migrations first in the same runtime (scripts/lib/local-migrations.ts):
// the fresh databases of the browser tests, budgets, benches and smoke runs (scripts/e2e-api.mjs).
import path from "node:path";
import type { Env } from "../workers/src/core/env";
import { backfillLoadZip3 } from "../workers/src/db/queries/places";
import { loadDocumentKeyring } from "../workers/src/services/crypto/keyring";
import { createDocumentStore } from "../workers/src/services/documents/store";
import { censusAsOfDate } from "./lib/fmcsa/as-of-date";
import { D1RegistrySink } from "./lib/fmcsa/d1-registry-sink";
import { importCensusFile } from "./lib/fmcsa-census-file";
import { seedAuthorityHistory } from "./lib/fmcsa-demo-authority";
import { applyLocalMigrations } from "./lib/local-migrations";
import { withLocalDatabase } from "./lib/local-platform";
import { seedPlaces } from "./places-import";
import { seedDemoUsers } from "./seed/demo-users";
import { seedMarket } from "./seed/market";
import { seedZipCodes } from "./zip-codes-import";

/** The synthetic census sample that ships with the repository (data/fmcsa/README.md). */
const FMCSA_SAMPLE = "data/fmcsa/census-sample-2026-11-01.csv";

async function count(db: D1Database, table: string): Promise<number> {
  const row = await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** The import upserts, so re-running is harmless; skipping it only saves `npm start` some seconds. */
async function registryIsCurrent(db: D1Database): Promise<boolean> {
  const asOf = censusAsOfDate({ fileName: path.basename(FMCSA_SAMPLE), modifiedAt: new Date(0) });
  const row = await db
    .prepare("SELECT count(*) AS n FROM fmcsa_carriers WHERE last_updated >= ?1 AND source_file IS NOT NULL")
    .bind(asOf.date.getTime())
    .first<{ n: number }>();
  return (row?.n ?? 0) > 0;
}

/** The store `npm run dev:api` uses: the DOCUMENTS bucket, keys from .dev.vars or the development key. */
async function localDocumentStore(env: Env) {
  const keyring = await loadDocumentKeyring({ ...env, ENVIRONMENT: "development" });
  return createDocumentStore(env.DOCUMENTS, keyring);
}

await withLocalDatabase(async (db, env) => {
  if (process.argv.includes("--migrate")) console.log(`Migrations applied: ${(await applyLocalMigrations(db)).length}`);
  // The registry first: the demo brokerages link to their FMCSA broker records.
  if (await registryIsCurrent(db)) {
    console.log("FMCSA sample: already imported");
  } else {
    const registry = await importCensusFile({ file: FMCSA_SAMPLE, sink: new D1RegistrySink(db) });
    console.log(`FMCSA sample: ${registry.summary.imported} rows in ${Math.round(registry.elapsedMs)} ms`);
  }
  console.log(await seedAuthorityHistory(db, Date.now()));
  await seedPlaces(db);
  await seedZipCodes(db);
  await seedDemoUsers(db);
  // The browser tests seed without the market: their assertions count the loads they create.
  if (!process.argv.includes("--no-market")) {
    const started = performance.now();
    const market = await seedMarket(db, await localDocumentStore(env));
    console.log(`${market} in ${Math.round(performance.now() - started)} ms`);
  }
  const areas = await backfillLoadZip3(db);
  if (areas > 0) console.log(`ZIP3 areas: given to ${areas} loads`);
  const tables = [
    "fmcsa_brokers",
    "fmcsa_carriers",
    "fmcsa_authority_history",
    "places",
    "zip_codes",
    "brokerages",
    "users",
    "subscriptions",
    "documents",
  ];
  const counts = await Promise.all(tables.map(async (table) => `${table} ${await count(db, table)}`));
  console.log(`Seeded: ${counts.join(", ")}`);
});
