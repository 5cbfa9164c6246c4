import { applyD1Migrations, env } from "cloudflare:test";

// Every test file starts from the committed migrations, exactly as wrangler applies them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
