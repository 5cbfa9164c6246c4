import { defineConfig, devices } from "@playwright/test";
import { HEADLESS_SHELL } from "./e2e/support/browsers";
import { E2E_PORTAL, E2E_SERVERS } from "./scripts/lib/e2e-servers.mjs";

// The servers' ports and commands: scripts/lib/e2e-servers.mjs (`npm test` starts the same two).
process.env.E2E_PORTAL_ORIGIN ??= E2E_PORTAL;
// E2E_REUSE_SERVERS=1 lets a CI run use servers already started on these ports (`npm test` does).
const reuseExistingServer = !process.env.CI || process.env.E2E_REUSE_SERVERS === "1";

/**
 * Browser tests against the built portal on `wrangler pages dev`, with the API on `wrangler dev`.
 * Playwright starts the servers it needs (in order), waits for each, and stops them afterwards.
 * Chromium is Debian's package: `npx playwright install` downloads and fails on these machines.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // E2E_WORKERS: how many spec files run at once (`npm test` measures the cores' use, scripts/test.mjs).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // CI machines share their host, and on a slow day a page takes two to three times as long: the
  // waits there are longer (a condition that never holds still fails), the assertions the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  use: {
    baseURL: process.env.BASE_URL ?? E2E_PORTAL,
    // A trace records every action's page state: about a third of the runner's CPU when kept for every
    // test. CI records it for a failed test's retry only; a developer's run keeps it for each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The headless shell; a spec that needs the full browser says so (e2e/support/browsers.ts).
    launchOptions: HEADLESS_SHELL,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    // A fresh, migrated and seeded database under .wrangler/e2e (scripts/e2e-api.mjs).
    { ...E2E_SERVERS.api, reuseExistingServer },
    { ...E2E_SERVERS.portal, reuseExistingServer },
  ],
});
