// `npm run seed`: demo data for local development, idempotent (a second run adds nothing).
import { withLocalDatabase } from "./lib/local-d1";
import { seedDemoUsers } from "./seed/demo-users";

async function count(db: D1Database, table: string): Promise<number> {
  const row = await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

await withLocalDatabase(async (db) => {
  await seedDemoUsers(db);
  const tables = ["fmcsa_brokers", "fmcsa_carriers", "brokerages", "users", "subscriptions"];
  const counts = await Promise.all(tables.map(async (table) => `${table} ${await count(db, table)}`));
  console.log(`Seeded: ${counts.join(", ")}`);
});
