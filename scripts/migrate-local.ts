// `tsx scripts/migrate-local.ts`: the migrations on the local D1 database, in one runtime
// (scripts/lib/local-migrations.ts) instead of wrangler's one per file. TRUERATE_STATE_DIR points it
// at another state folder, as for the seed: scripts/e2e-api.mjs uses it for the browser tests', the
// signed-in Lighthouse budget's and the partner example smoke run's own databases.

import { withLocalDatabase } from "./lib/local-d1";
import { applyLocalMigrations } from "./lib/local-migrations";

const applied = await withLocalDatabase((db) => applyLocalMigrations(db));
console.log(
  applied.length ? `Applied ${applied.length} migrations (${applied.at(-1)} last).` : "No migrations to apply.",
);
