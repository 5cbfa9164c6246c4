// The broker dashboard's first load, as the demo broker sees it after `npm start`: the seeded demo
// market (the same seed, in a database of its own under bench/data/broker-dashboard, never the
// development one), the API on `wrangler dev` and the built portal on `wrangler pages dev`, Debian's
// Chromium driven by Playwright. A load is timed from the navigation to the dashboard's tabs on screen
// with their counts (the loader's four API calls answered, the page rendered and hydrated). Also
// timed: each of the four API calls alone, so a slow one is named. Merges `brokerDashboard` into
// bench/results.json. Target: first load ≤ 1.5 s on this machine.
//
// Usage: npm run portal:build && npm run bench:broker-dashboard (`--fresh` seeds again).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../scripts/lib/demo-accounts.mjs";
import { start, startPortal, stopChildren, waitForChild } from "../scripts/lib/local-servers";
import { percentile } from "./lib/stats";

const root = path.join(import.meta.dirname, "..");
const STATE_DIR = "bench/data/broker-dashboard";
const API_PORT = Number(process.env.BENCH_API_PORT ?? 8837);
const PORTAL_PORT = Number(process.env.BENCH_PORTAL_PORT ?? 8838);
const API = `http://127.0.0.1:${API_PORT}`;
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 10);
const TARGET_MS = 1_500;
const env = { ...process.env, TRUERATE_STATE_DIR: STATE_DIR };

/** What the page functions read in the browser. */
interface BrowserGlobals {
  document: { getElementById(id: string): object | null };
  performance: { getEntriesByType(type: string): { responseStart: number; requestStart: number }[] };
}

function step(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (${result.status})`);
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    first: Math.round(values[0] ?? 0),
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
};

async function main() {
  const fresh = process.argv.includes("--fresh") || !existsSync(path.join(root, STATE_DIR, "seeded"));
  if (fresh) {
    rmSync(path.join(root, STATE_DIR), { recursive: true, force: true });
    step("npx", ["tsx", "scripts/seed.ts", "--migrate"]);
    writeFileSync(path.join(root, STATE_DIR, "seeded"), new Date().toISOString());
  }
  // The API over the seeded demo market (not scripts/e2e-api.mjs, which seeds no market).
  const api = start(
    "npx",
    [
      "wrangler",
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(API_PORT),
      "--persist-to",
      STATE_DIR,
      "--var",
      `APP_ORIGIN:http://127.0.0.1:${PORTAL_PORT}`,
      "--var",
      "ENVIRONMENT:development",
      "--show-interactive-dev-session=false",
    ],
    root,
    env,
  );
  await waitForChild(api, `${API}/api/health`, 120);
  const portal = await startPortal({ port: PORTAL_PORT, apiOrigin: API, persistTo: `../${STATE_DIR}-portal` });

  const broker = DEMO_ACCOUNTS.users.find((user) => user.key === "broker");
  if (!broker) throw new Error("The seed has no demo broker");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext({ baseURL: portal, viewport: { width: 1280, height: 800 } });
    const login = await context.request.post("/api/login", {
      data: { email: broker.email, password: DEMO_ACCOUNTS.password },
      headers: { origin: portal },
    });
    if (login.status() !== 200) throw new Error(`Sign-in failed (${login.status()}): ${await login.text()}`);
    const cookie = (await context.cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");

    // Each API call of the dashboard's loader, alone (straight to the API, with the broker's cookie).
    const calls = [
      "/api/broker/documents/shared",
      "/api/loads/broker-loads",
      "/api/documents/broker/compliance-dashboard",
      "/api/broker/analytics?weeks=12",
      "/api/brokerage/members",
    ];
    const apiCalls: Record<string, ReturnType<typeof summary> & { status: number; kb: number }> = {};
    for (const call of calls) {
      const times: number[] = [];
      let status = 0;
      let bytes = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        const response = await fetch(`${API}${call}`, { headers: { cookie } });
        bytes = (await response.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
        status = response.status;
      }
      apiCalls[call] = { ...summary(times), status, kb: Math.round(bytes / 102.4) / 10 };
    }

    // The page: from the navigation to the tabs with their counts, hydrated; a fresh page (no cache) each run.
    const loads: number[] = [];
    const serverResponse: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto("/broker-dashboard");
      await page.getByRole("tab", { name: /^Documents/ }).waitFor();
      // Hydrated: React has attached to the page's main element (this file type-checks without the DOM's types).
      await page.waitForFunction(() => {
        const main = (globalThis as unknown as BrowserGlobals).document.getElementById("main");
        return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
      });
      loads.push(performance.now() - started);
      serverResponse.push(
        await page.evaluate(() => {
          const [navigation] = (globalThis as unknown as BrowserGlobals).performance.getEntriesByType("navigation");
          return navigation ? navigation.responseStart - navigation.requestStart : 0;
        }),
      );
      await page.close();
    }
    const brokerDashboard = {
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, model: cpus()[0]?.model, memoryGiB: Math.round(totalmem() / 2 ** 30) },
      loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
      runs: RUNS,
      firstLoadMs: summary(loads),
      serverResponseMs: summary(serverResponse),
      apiCallsMs: apiCalls,
      target: {
        firstLoadMs: TARGET_MS,
        met:
          percentile(
            [...loads].sort((a, b) => a - b),
            95,
          ) <= TARGET_MS,
      },
    };
    const resultsPath = path.join(root, "bench/results.json");
    const results = existsSync(resultsPath) ? JSON.parse(readFileSync(resultsPath, "utf8")) : {};
    writeFileSync(resultsPath, `${JSON.stringify({ ...results, brokerDashboard }, null, 2)}\n`);
    console.log(JSON.stringify(brokerDashboard, null, 2));
  } finally {
    await browser.close();
  }
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  })
  .finally(stopChildren);
