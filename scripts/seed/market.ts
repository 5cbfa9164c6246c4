/**
 * A living demo market for `npm start` (local only): a few thousand loads over the last 90 days on
 * real lanes, from several carriers and brokerages, a share with verified true rates, the settled
 * ones counted for their brokerages' compliance (a quarter of them with the documents the broker
 * sent and the carrier's response, market-documents.ts), and for the demo carrier one load near its
 * deadline and one overdue. Behind them, 13 months of the same market at the same pace (rate
 * reports only, no documents), so a lane's history has a year to show; every rate follows a season
 * (market-season.ts). Deterministic (a seeded PRNG) and idempotent: it runs once per database.
 */
import { documentDeadline } from "@truerate/domain/compliance";
import { brokerKey, carrierKey, carrierSource } from "@truerate/domain/reports/attribution";
import { SeededRandom } from "@truerate/domain/seeded-random";
import { hashPassword } from "../../workers/src/services/accounts/password";
import type { DocumentStore } from "../../workers/src/services/documents/store";
import { IDENTITY_CASES, seedIdentityCases } from "./identity-cases";
import { seedMarketDocuments } from "./market-documents";
import { laneMiles, MARKET_LANES, type MarketLane, TRAILER_MIX } from "./market-lanes";
import { seedMarketPayments } from "./market-payments";
import { seedBrokerProfiles } from "./market-profiles";
import { seedMarketRequests } from "./market-requests";
import { seasonFactor } from "./market-season";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const MARKET_LOADS = 3000;
/** The loads 91 days to 13 months back, at the recent 90 days' pace: a lane's history. */
export const HISTORY_LOADS = 10_500;
const RECENT_DAYS = { from: 3, to: 90 };
const HISTORY_DAYS = { from: 91, to: 400 };
const ROWS_PER_STATEMENT = 400;
/** Load numbers of the market start with this, which is also how a second run knows to stop. */
const PREFIX = "MKT-";
/** The history's load numbers: its own prefix, so the documents (planned by prefix) leave it out. */
const HISTORY_PREFIX = "MKH-";

const CARRIERS = [
  { email: "dispatch@lonestarhaulers.test", company: "Lone Star Haulers LLC" },
  { email: "ops@greatlakesreefer.test", company: "Great Lakes Reefer Inc" },
  { email: "loads@peachtreeflatbed.test", company: "Peachtree Flatbed Co" },
  { email: "dispatch@desertwindtransport.test", company: "Desert Wind Transport" },
];

/**
 * Registered brokerages (the demo tenants) and brokers that have not registered with TrueRate. No
 * broker holds more than a fifth of the market, as on real lanes: a lane is published only when no
 * broker is above 25% of its reports, so a market led by one broker would publish nothing.
 */
const BROKERS = [
  { name: "Demo Freight Brokerage LLC", email: "loads@demofreight.test", mc: "MC1234567", share: 0.2 },
  { name: "Other Lane Brokers Inc", email: "dispatch@otherlane.test", mc: "MC7654321", share: 0.18 },
  { name: "Summit Freight Partners", email: "carriers@summitfreight.test", mc: null, share: 0.14 },
  { name: "Lakeshore Logistics Group", email: "ops@lakeshorelogistics.test", mc: null, share: 0.13 },
  { name: "Gulf Coast Brokerage Inc", email: "loads@gulfcoastbrokerage.test", mc: null, share: 0.12 },
  { name: "Prairie Freight Solutions", email: "dispatch@prairiefreight.test", mc: null, share: 0.09 },
  { name: "Blue Ridge Logistics", email: "loads@blueridgelogistics.test", mc: null, share: 0.08 },
  { name: "Cascade Freight Partners", email: "ops@cascadefreight.test", mc: null, share: 0.06 },
];

type Row = (string | number | null)[];

const COLUMNS = [
  "id",
  "user_id",
  "broker_name",
  "broker_email",
  "broker_mc_number",
  "brokerage_id",
  "load_number",
  "date",
  "pickup_city",
  "pickup_state",
  "pickup_latitude",
  "pickup_longitude",
  "delivery_city",
  "delivery_state",
  "delivery_latitude",
  "delivery_longitude",
  "mileage",
  "weight",
  "rate_cents",
  "true_rate_cents",
  "verified",
  "verified_at",
  "verified_by",
  "trailer_type",
  "uploaded_at",
  "upload_timestamp",
  "deadline_at",
  "compliance_status",
  // Given here as the entry path gives them (domain/reports/attribution.ts), so the database's
  // attribution trigger, an UPDATE of every row, is skipped: it was most of the seed's time.
  "source_key",
  "carrier_key",
  "broker_key",
] as const;

export async function seedMarket(db: D1Database, store: DocumentStore, now = Date.now()): Promise<string> {
  const existing = await db
    .prepare(`SELECT count(*) AS n FROM loads WHERE load_number LIKE '${PREFIX}%'`)
    .first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) {
    // A market seeded before it had documents gets them once.
    const answered = await db
      .prepare(`SELECT count(*) AS n FROM documents WHERE load_number LIKE '${PREFIX}%'`)
      .first<{ n: number }>();
    const added = (answered?.n ?? 0) > 0 ? 0 : await seedMarketDocuments(db, store, { prefix: PREFIX, now });
    // A market seeded before it had a history gets it once.
    const history = await seedHistory(db, now);
    // A market seeded before loads had payment dates gets them once.
    const paid = await seedMarketPayments(db, PREFIX, now);
    const profiles = await seedBrokerProfiles(db, PREFIX, now);
    // A market seeded before its loads had their 371.3 requests gets them once.
    const requests = (await seedMarketRequests(db, PREFIX)) + (await seedMarketRequests(db, HISTORY_PREFIX));
    // A market seeded before the broker identity cases gets them once (they skip themselves after).
    await seedIdentityCases(db, store, now);
    return (
      `demo market: already seeded (${existing?.n} loads)${added ? `; ${added} shared documents added` : ""}` +
      (history ? `; ${history} loads of history added` : "") +
      (paid ? `; payment dates on ${paid} loads added` : "") +
      (profiles ? `; ${profiles} broker disputes added` : "") +
      (requests ? `; 371.3 requests of ${requests} loads added` : "")
    );
  }

  const carrierIds = await seedCarriers(db);
  const ids = await lookUpIds(db);
  const random = new SeededRandom(20261123);
  const rows: Row[] = [];
  for (let index = 0; index < MARKET_LOADS; index += 1) {
    const carrier = random.chance(0.12) && ids.demoCarrier ? ids.demoCarrier : random.pick(carrierIds);
    rows.push(marketLoad(random, index, now, carrier, ids, RECENT_DAYS, PREFIX));
  }
  if (ids.demoCarrier) rows.push(...deadlineLoads(now, ids.demoCarrier, ids));

  await insertLoads(db, rows, PREFIX);
  const history = await seedHistory(db, now);
  const documents = await seedMarketDocuments(db, store, { prefix: PREFIX, now });
  const paid = await seedMarketPayments(db, PREFIX, now);
  const profiles = await seedBrokerProfiles(db, PREFIX, now);
  await seedMarketRequests(db, PREFIX);
  await seedMarketRequests(db, HISTORY_PREFIX);
  await seedIdentityCases(db, store, now);
  return (
    `demo market: ${rows.length + history} loads on ${MARKET_LANES.length} lanes (${history} of them 3 to 13 ` +
    `months back), ${documents} documents shared with carriers, payment dates on ${paid} loads, ${profiles} broker disputes, ${IDENTITY_CASES.length} broker identity cases`
  );
}

/** The market's 13 months behind the recent 90 days, once (a database that has them gets nothing). */
async function seedHistory(db: D1Database, now: number): Promise<number> {
  const existing = await db
    .prepare(`SELECT count(*) AS n FROM loads WHERE load_number LIKE '${HISTORY_PREFIX}%'`)
    .first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) return 0;
  const carrierIds = await seedCarriers(db);
  const ids = await lookUpIds(db);
  // A PRNG of its own, so the recent market stays what it was before the history existed.
  const random = new SeededRandom(20251025);
  const rows: Row[] = [];
  for (let index = 0; index < HISTORY_LOADS; index += 1) {
    const carrier = random.chance(0.12) && ids.demoCarrier ? ids.demoCarrier : random.pick(carrierIds);
    rows.push(marketLoad(random, index, now, carrier, ids, HISTORY_DAYS, HISTORY_PREFIX));
  }
  await insertLoads(db, rows, HISTORY_PREFIX);
  return rows.length;
}

/** The rows in statements of ROWS_PER_STATEMENT, and the settled ones' compliance events, in one batch. */
async function insertLoads(db: D1Database, rows: Row[], prefix: string) {
  const values = COLUMNS.map((_, position) => `json_extract(value, '$[${position}]')`).join(", ");
  const insert = `INSERT INTO loads (${COLUMNS.join(", ")}) SELECT ${values} FROM json_each(?1)`;
  const statements = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    statements.push(db.prepare(insert).bind(JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))));
  // Settled loads of registered brokerages count for their compliance, as the deadline engine records it.
  statements.push(
    db.prepare(
      `INSERT INTO compliance_events (id, load_id, brokerage_id, type, created_at)
       SELECT lower(hex(randomblob(16))), id, brokerage_id,
         CASE compliance_status WHEN 'compliant' THEN 'deadline_met' ELSE 'deadline_missed' END,
         -- Met deadlines at a plausible answer time (2 to 45 hours in, by the id), missed ones at the deadline.
         CASE compliance_status WHEN 'compliant'
           THEN uploaded_at + (2 + (unicode(substr(id, -1)) + 31 * unicode(substr(id, -2, 1))) % 44) * 3600000
           ELSE deadline_at END
       FROM loads WHERE load_number LIKE '${prefix}%' AND brokerage_id IS NOT NULL AND compliance_status <> 'pending'
       ON CONFLICT DO NOTHING`,
    ),
  );
  await db.batch(statements);
}

interface MarketIds {
  demoCarrier: string | null;
  admin: string | null;
  brokerages: Map<string, string>;
  /** Carrier accounts' USDOT numbers, by user id: a carrier company is its DOT number when it has one. */
  dotNumbers: Map<string, string | null>;
}

async function lookUpIds(db: D1Database): Promise<MarketIds> {
  const user = (email: string) =>
    db.prepare("SELECT id FROM users WHERE email = ?1").bind(email).first<{ id: string }>();
  const [carrier, admin, brokerages, carriers] = await Promise.all([
    user("carrier@truerate.test"),
    user("admin@truerate.test"),
    db.prepare("SELECT id, mc_number FROM brokerages").all<{ id: string; mc_number: string }>(),
    db
      .prepare("SELECT id, dot_number FROM users WHERE user_type = 'carrier'")
      .all<{ id: string; dot_number: string | null }>(),
  ]);
  return {
    demoCarrier: carrier?.id ?? null,
    admin: admin?.id ?? null,
    brokerages: new Map(brokerages.results.map((row) => [row.mc_number, row.id])),
    dotNumbers: new Map(carriers.results.map((row) => [row.id, row.dot_number])),
  };
}

/** The market's other carriers: accounts nobody signs in to (their password is random). */
async function seedCarriers(db: D1Database): Promise<string[]> {
  const passwordHash = await hashPassword(crypto.randomUUID());
  const insert = db.prepare(
    `INSERT INTO users (id, email, password_hash, user_type, company_name, verified, terms_version)
     VALUES (?1, ?2, ?3, 'carrier', ?4, 1, '1.0') ON CONFLICT (email) DO NOTHING`,
  );
  await db.batch(
    CARRIERS.map((carrier) => insert.bind(crypto.randomUUID(), carrier.email, passwordHash, carrier.company)),
  );
  const found = await db
    .prepare(`SELECT id FROM users WHERE email IN (${CARRIERS.map((_, index) => `?${index + 1}`).join(", ")})`)
    .bind(...CARRIERS.map((carrier) => carrier.email))
    .all<{ id: string }>();
  return found.results.map((row) => row.id);
}

function pickWeighted<T>(random: SeededRandom, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let point = random.next() * total;
  for (const item of items) {
    point -= weight(item);
    if (point < 0) return item;
  }
  return items[items.length - 1] as T;
}

function marketLoad(
  random: SeededRandom,
  index: number,
  now: number,
  carrierId: string,
  ids: MarketIds,
  days: { from: number; to: number },
  prefix: string,
): Row {
  const lane = pickWeighted(random, MARKET_LANES, (item) => item.weight);
  const trailer = pickWeighted(random, TRAILER_MIX, (item) => item.share);
  const broker = pickWeighted(random, BROKERS, (item) => item.share);
  // Hauled `days` ago, uploaded 4 to 30 hours after: every deadline here has passed.
  const hauled = now - random.int(days.from, days.to) * DAY - random.int(0, 12) * HOUR;
  const uploadedAt = hauled + random.int(4, 30) * HOUR;
  const miles = laneMiles(lane.from, lane.to);
  const perMile = lane.ratePerMile * trailer.factor * seasonFactor(new Date(hauled));
  const rateCents = Math.round(miles * perMile * (0.86 + random.next() * 0.28) * 100);
  const verified = random.chance(0.45);
  const trueRateCents = verified ? Math.round(rateCents * (1.04 + random.next() * 0.22)) : null;
  const status = random.chance(broker.mc ? 0.84 : 0.6) ? "compliant" : "overdue";
  return loadRow({
    index,
    prefix,
    carrierDot: ids.dotNumbers.get(carrierId) ?? null,
    lane,
    carrierId,
    broker,
    brokerageId: broker.mc ? (ids.brokerages.get(broker.mc) ?? null) : null,
    hauled,
    uploadedAt,
    miles,
    weight: random.int(18, 44) * 1000,
    rateCents,
    trueRateCents,
    verifiedBy: verified ? ids.admin : null,
    trailerType: trailer.trailerType,
    status,
  });
}

/** The demo carrier's two loads with Demo Freight: 8 hours left on one, the other past due. */
function deadlineLoads(now: number, carrierId: string, ids: MarketIds): Row[] {
  const dallasChicago = MARKET_LANES[0] as MarketLane;
  const broker = BROKERS[0] as (typeof BROKERS)[number];
  const miles = laneMiles(dallasChicago.from, dallasChicago.to);
  const common = {
    prefix: PREFIX,
    carrierDot: ids.dotNumbers.get(carrierId) ?? null,
    lane: dallasChicago,
    carrierId,
    broker,
    brokerageId: ids.brokerages.get("MC1234567") ?? null,
    miles,
    weight: 38000,
    trueRateCents: null,
    verifiedBy: null,
    trailerType: "dry_van",
  };
  return [
    loadRow({
      ...common,
      index: MARKET_LOADS,
      hauled: now - 2 * DAY,
      uploadedAt: now - 40 * HOUR,
      rateCents: 245000,
      status: "pending",
    }),
    loadRow({
      ...common,
      index: MARKET_LOADS + 1,
      hauled: now - 4 * DAY,
      uploadedAt: now - 60 * HOUR,
      rateCents: 238000,
      status: "overdue",
    }),
  ];
}

interface LoadInput {
  index: number;
  prefix: string;
  carrierDot: string | null;
  lane: MarketLane;
  carrierId: string;
  broker: (typeof BROKERS)[number];
  brokerageId: string | null;
  hauled: number;
  uploadedAt: number;
  miles: number;
  weight: number;
  rateCents: number;
  trueRateCents: number | null;
  verifiedBy: string | null;
  trailerType: string;
  status: "pending" | "compliant" | "overdue";
}

function loadRow(load: LoadInput): Row {
  const verified = load.trueRateCents !== null;
  return [
    crypto.randomUUID(),
    load.carrierId,
    load.broker.name,
    load.broker.email,
    load.broker.mc,
    load.brokerageId,
    `${load.prefix}${String(load.index + 1).padStart(6, "0")}`,
    new Date(load.hauled).toISOString().slice(0, 10),
    load.lane.from.city,
    load.lane.from.state,
    load.lane.from.lat,
    load.lane.from.lng,
    load.lane.to.city,
    load.lane.to.state,
    load.lane.to.lat,
    load.lane.to.lng,
    load.miles,
    load.weight,
    load.rateCents,
    load.trueRateCents,
    verified ? 1 : 0,
    verified ? load.uploadedAt + 3 * DAY : null,
    load.verifiedBy,
    load.trailerType,
    load.uploadedAt,
    load.uploadedAt,
    documentDeadline(load.uploadedAt).getTime(),
    load.status,
    carrierSource(load.carrierId),
    carrierKey({ dotNumber: load.carrierDot, userId: load.carrierId }),
    brokerKey({ brokerageId: load.brokerageId, mcNumber: load.broker.mc, email: load.broker.email }),
  ];
}
