import { getPlatformProxy } from "wrangler";
import type { Env } from "../../workers/src/env";

/**
 * Opens the local D1 database that `wrangler dev` uses (state under .wrangler/), through the same
 * miniflare bindings, so scripts (seed, importers, admin CLI) write where the running API reads.
 * Do not run while `npm start` holds the database.
 */
// Wrangler warns that the Durable Object is not served by this proxy; scripts never use it.
process.env.WRANGLER_LOG ??= "error";

export async function withLocalDatabase<T>(work: (db: D1Database) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: true });
  try {
    return await work(proxy.env.DB);
  } finally {
    await proxy.dispose();
  }
}
