import { getPlatformProxy } from "wrangler";
import type { Env } from "../../workers/src/core/env";

/**
 * Opens the local D1 database that `wrangler dev` uses (state under .wrangler/), through the same
 * miniflare bindings, so scripts (seed, importers, admin CLI) write where the running API reads;
 * the other bindings (R2 for the seed's documents) come along as `env`.
 * Do not run while `npm start` holds the database.
 */
// Wrangler warns that the Durable Object is not served by this proxy; scripts never use it.
process.env.WRANGLER_LOG ??= "error";

/**
 * `TRUERATE_STATE_DIR` points scripts at another local state folder (the one `wrangler dev
 * --persist-to <dir>` uses), e.g. the browser tests' own database; the default is wrangler's.
 */
function persistOption(): true | { path: string } {
  const stateDir = process.env.TRUERATE_STATE_DIR;
  return stateDir ? { path: `${stateDir}/v3` } : true;
}

export async function withLocalDatabase<T>(work: (db: D1Database, env: Env) => Promise<T>): Promise<T> {
  const proxy = await getPlatformProxy<Env>({ configPath: "wrangler.toml", persist: persistOption() });
  try {
    return await work(proxy.env.DB, proxy.env);
  } finally {
    await proxy.dispose();
  }
}
