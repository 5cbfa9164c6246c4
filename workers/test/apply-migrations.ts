import { applyD1Migrations, env } from "cloudflare:test";
import { upsertPlaces } from "../src/db/queries/places";

// Every test file starts from the committed migrations, exactly as wrangler applies them, and the
// gazetteer's larger US places (vitest.config.ts): loads enter only from known places.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await upsertPlaces(env.DB, env.TEST_PLACES);
