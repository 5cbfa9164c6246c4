import { defineConfig, devices } from "@playwright/test";

// Ports of their own, so a running `npm start` (8787/8788) never serves the tests. E2E_API_PORT and
// E2E_PORTAL_PORT move them, so two checkouts can run their browser tests side by side.
const API_PORT = process.env.E2E_API_PORT ?? "8797";
const PORTAL_PORT = process.env.E2E_PORTAL_PORT ?? "8798";
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
process.env.E2E_PORTAL_ORIGIN ??= PORTAL;
// E2E_REUSE_SERVERS=1 lets a CI run use servers already started on these ports (to measure them).
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
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // CI machines share their host, and on a slow day a page takes two to three times as long: the
  // waits there are longer (a condition that never holds still fails), the assertions the same.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  use: {
    baseURL: process.env.BASE_URL ?? PORTAL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      // A fresh, migrated and seeded database under .wrangler/e2e (scripts/e2e-api.mjs).
      command: "npm run assets && npm run e2e:api",
      url: `${API}/api/health`,
      reuseExistingServer,
      timeout: 120_000,
    },
    {
      command: `node scripts/portal-build-once.mjs && npm run -w portal serve:e2e -- --port ${PORTAL_PORT} --binding API_ORIGIN=${API}`,
      url: PORTAL,
      reuseExistingServer,
      timeout: 180_000,
    },
  ],
});
