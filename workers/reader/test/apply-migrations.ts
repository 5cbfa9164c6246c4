import { applyD1Migrations, env } from "cloudflare:test";

// Every reader test file starts from the committed migrations, as the API worker's tests do.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
