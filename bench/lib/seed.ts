// Fills the benchmark's own D1 (bench/data, never the development database) through wrangler's
// platform proxy: migrations, the gazetteer, carriers with an active subscription, the brokers'
// registry rows (lib/registry.ts), 200,000 loads.
import { PLAN_PRICE_CENTS } from "@truerate/domain/plans";
import { brokerKey } from "@truerate/domain/reports/attribution";
import { zip3Areas } from "@truerate/domain/zip3-areas";
import { getPlatformProxy } from "wrangler";
import { applyLocalMigrations } from "../../scripts/lib/local-migrations";
import { loadZipCodes } from "../../scripts/zip-codes-import";
import type { Env } from "../../workers/src/core/env";
import type { PlaceRow } from "../../workers/src/db/queries/places";
import { backfillLoadZip3, upsertPlaces, upsertZipCodes } from "../../workers/src/db/queries/places";
import { randomSessionToken, sha256Hex } from "../../workers/src/services/accounts/tokens";
import { usZipCodeRows } from "../../workers/src/services/places/zip-codes";
import { type BenchLoad, generateLoads } from "./dataset";
import { seedBenchRegistry } from "./registry";

const DAY_MS = 24 * 60 * 60 * 1000;
const ROWS_PER_STATEMENT = 2000;
const STATEMENTS_PER_BATCH = 10;
export const BENCH_CARRIER_EMAIL = "bench-carrier@truerate.test";

export async function withBenchDatabase<T>(persistTo: string, work: (db: D1Database) => Promise<T>): Promise<T> {
  process.env.WRANGLER_LOG ??= "error";
  // getPlatformProxy takes the state directory itself; `wrangler dev --persist-to X` uses X/v3.
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: { path: `${persistTo}/v3` } });
  try {
    // The migrations first, in this runtime (scripts/lib/local-migrations.ts); nothing when current.
    await applyLocalMigrations(proxy.env.DB);
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}

const count = async (db: D1Database, sql: string) => (await db.prepare(sql).first<{ n: number }>())?.n ?? 0;

/** The carrier the benchmark searches as (active offline subscription) and a fresh session token for it. */
async function seedCarriers(db: D1Database, now: number): Promise<{ carrierIds: string[]; token: string }> {
  const carrierIds = Array.from({ length: 20 }, (_, index) => `bench-carrier-${index}`);
  const periodEnd = now + 30 * DAY_MS;
  const insertUser = db.prepare(
    `INSERT INTO users (id, email, password_hash, user_type, company_name, verified, subscription_status,
       subscription_period_end, has_paid_subscription, terms_version, terms_accepted_at)
     VALUES (?1, ?2, 'bench-no-password', 'carrier', ?3, 1, 'active', ?4, 1, '1.0', ?5)
     ON CONFLICT (id) DO UPDATE SET subscription_status = 'active', subscription_period_end = ?4, has_paid_subscription = 1`,
  );
  const insertSubscription = db.prepare(
    `INSERT INTO subscriptions (id, user_id, provider, provider_customer_id, provider_subscription_id, plan, price_cents,
       status, current_period_end)
     VALUES (?1, ?2, 'offline', ?1, ?1, 'carrier', ?3, 'active', ?4)
     ON CONFLICT (provider, provider_subscription_id) DO UPDATE SET status = 'active', current_period_end = ?4`,
  );
  await db.batch(
    carrierIds.flatMap((id, index) => [
      insertUser.bind(
        id,
        index === 0 ? BENCH_CARRIER_EMAIL : `${id}@truerate.test`,
        `Bench Carrier ${index}`,
        periodEnd,
        now,
      ),
      insertSubscription.bind(`sub_${id}`, id, PLAN_PRICE_CENTS.carrier, periodEnd),
    ]),
  );
  // The session layer stores SHA-256(token) as the session id (services/accounts/sessions.ts).
  const token = randomSessionToken();
  await db.batch([
    db.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(carrierIds[0]),
    db
      .prepare("INSERT INTO sessions (id, user_id, created_at, expires_at, last_seen_at) VALUES (?1, ?2, ?3, ?4, ?3)")
      .bind(sha256Hex(token), carrierIds[0], now, now + 30 * DAY_MS),
  ]);
  return { carrierIds, token };
}

const INSERT_LOADS = `INSERT INTO loads (id, user_id, broker_name, broker_email, load_number, date, pickup_city, pickup_state,
    pickup_latitude, pickup_longitude, delivery_city, delivery_state, delivery_latitude, delivery_longitude, mileage,
    weight, rate_cents, true_rate_cents, verified, trailer_type, uploaded_at, upload_timestamp, deadline_at,
    broker_mc_number, broker_key)
  SELECT value ->> '$[0]', value ->> '$[1]', value ->> '$[2]', value ->> '$[3]', value ->> '$[4]', value ->> '$[5]',
    value ->> '$[6]', value ->> '$[7]', value ->> '$[8]', value ->> '$[9]', value ->> '$[10]', value ->> '$[11]',
    value ->> '$[12]', value ->> '$[13]', value ->> '$[14]', value ->> '$[15]', value ->> '$[16]', value ->> '$[17]',
    value ->> '$[17]' IS NOT NULL, value ->> '$[18]', value ->> '$[19]', value ->> '$[19]', value ->> '$[19]' + ${2 * DAY_MS},
    value ->> '$[20]', value ->> '$[21]'
  FROM json_each(?1) WHERE true
  ON CONFLICT (id) DO NOTHING`;

const loadTuple = (load: BenchLoad) => [
  load.id,
  load.userId,
  load.brokerName,
  load.brokerEmail,
  load.loadNumber,
  load.date,
  load.pickup.city,
  load.pickup.state,
  load.pickup.latitude,
  load.pickup.longitude,
  load.delivery.city,
  load.delivery.state,
  load.delivery.latitude,
  load.delivery.longitude,
  load.mileage,
  load.weight,
  load.rateCents,
  load.trueRateCents,
  load.trailerType,
  load.uploadedAt,
  load.brokerMcNumber,
  brokerKey({ mcNumber: load.brokerMcNumber, email: load.brokerEmail }),
];

/** The search index as the migrations left it, recorded with the results. */
async function readSearchIndex(db: D1Database): Promise<string> {
  const current = await db
    .prepare("SELECT sql FROM sqlite_master WHERE type = 'index' AND name = 'loads_search_pickup_idx'")
    .first<{ sql: string }>();
  return current?.sql ?? "missing";
}

export interface SeedResult {
  token: string;
  searchIndex: string;
  loads: number;
  places: number;
  seededNow: boolean;
}

/**
 * Idempotent: the gazetteer and carriers are upserted, and the loads are generated only when the
 * database does not already hold exactly `loadCount` of them (same seed, same rows).
 */
export async function seedBenchDatabase(
  db: D1Database,
  options: {
    places: readonly PlaceRow[];
    loadCount: number;
    random: () => number;
    now: number;
    log: (line: string) => void;
  },
): Promise<SeedResult> {
  // Places with their ZIP3 areas and the ZIP table, as the seed gives them (the lookups' ZIP3 step).
  const zips = usZipCodeRows(loadZipCodes());
  await upsertZipCodes(db, zips);
  await upsertPlaces(db, zip3Areas(options.places, zips));
  const { carrierIds, token } = await seedCarriers(db, options.now);
  await seedBenchRegistry(db);
  const existing = await count(db, "SELECT count(*) AS n FROM loads");
  // A state seeded before the loads named their broker's MC is seeded again.
  const withoutMc = await count(db, "SELECT count(*) AS n FROM loads WHERE broker_mc_number IS NULL");
  let seededNow = false;
  if (existing !== options.loadCount || withoutMc > 0) {
    seededNow = true;
    await db.prepare("DELETE FROM loads").run();
    let statements: D1PreparedStatement[] = [];
    let chunk: unknown[][] = [];
    let written = 0;
    const flush = async (force: boolean) => {
      if (chunk.length > 0 && (chunk.length >= ROWS_PER_STATEMENT || force)) {
        statements.push(db.prepare(INSERT_LOADS).bind(JSON.stringify(chunk)));
        written += chunk.length;
        chunk = [];
      }
      if (statements.length > 0 && (statements.length >= STATEMENTS_PER_BATCH || force)) {
        await db.batch(statements);
        statements = [];
        options.log(`  ${written.toLocaleString("en-US")} loads written`);
      }
    };
    for (const load of generateLoads({
      count: options.loadCount,
      places: options.places,
      carrierIds,
      random: options.random,
      now: options.now,
    })) {
      chunk.push(loadTuple(load));
      await flush(false);
    }
    await flush(true);
    options.log(`  ZIP3 areas given to ${(await backfillLoadZip3(db)).toLocaleString("en-US")} loads`);
  }
  const searchIndex = await readSearchIndex(db);
  return {
    token,
    searchIndex,
    loads: await count(db, "SELECT count(*) AS n FROM loads"),
    places: await count(db, "SELECT count(*) AS n FROM places"),
    seededNow,
  };
}
