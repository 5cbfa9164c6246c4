import { applyD1Migrations, env } from "cloudflare:test";
import { upsertPlaces } from "../src/db/queries/places";

// Every test file starts from the committed migrations' statements in wrangler's order (as one
// batch, vitest.config.ts) and the gazetteer's larger US places: loads enter only from known places.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await upsertPlaces(env.DB, env.TEST_PLACES);
