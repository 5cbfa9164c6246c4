// The browser tests' two servers, named once: the API over a fresh, seeded database of its own
// (scripts/e2e-api.mjs) and the built portal bound to it. Playwright starts them when it runs alone
// (playwright.config.ts); `npm test` starts them itself, earlier, so the budget's Lighthouse checks
// and the browser tests share one start of each (two API starts with their seed cost about 25 s).
// Plain Node: scripts/test.mjs imports it.
import { spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { root } from "./bootstrap.mjs";

// Ports of their own, so a running `npm start` (8787/8788) never serves the tests. E2E_API_PORT and
// E2E_PORTAL_PORT move them, so two checkouts can run their browser tests side by side.
const API_PORT = process.env.E2E_API_PORT ?? "8797";
const PORTAL_PORT = process.env.E2E_PORTAL_PORT ?? "8798";
export const E2E_API = `http://127.0.0.1:${API_PORT}`;
export const E2E_PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;

/** Each server's command and the address that answers once it is up (Playwright's webServer fields). */
export const E2E_SERVERS = {
  api: { command: "npm run assets && npm run e2e:api", url: `${E2E_API}/api/health`, timeout: 120_000 },
  portal: {
    command: `node scripts/portal-build-once.mjs && npm run -w portal serve:e2e -- --port ${PORTAL_PORT} --binding API_ORIGIN=${E2E_API}`,
    url: E2E_PORTAL,
    timeout: 180_000,
  },
};

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Starts one of E2E_SERVERS in a process group of its own, its output in `logPath`. `ready`
 * resolves when it answers and rejects, with the log's end, when it exits or times out first, or at
 * once when something already answers at its address: a server left there (another run, an
 * experiment) would answer for this one, and the tests would judge old code. `stop()` ends the whole
 * group (wrangler runs workerd under it).
 */
export function startE2eServer(name, logPath) {
  const { command, url, timeout } = E2E_SERVERS[name];
  let child;
  let exited = false;
  const tail = () => readFileSync(logPath, "utf8").slice(-3000);
  const ready = (async () => {
    if (await answers(url)) {
      throw new Error(
        `Something already answers at ${url}: stop it, or move the ports (E2E_API_PORT, E2E_PORTAL_PORT).`,
      );
    }
    const log = openSync(logPath, "w");
    const env = { ...process.env, E2E_PORTAL_ORIGIN: E2E_PORTAL };
    child = spawn(command, { cwd: root, env, shell: true, detached: true, stdio: ["ignore", log, log] });
    closeSync(log);
    child.on("exit", () => {
      exited = true;
    });
    const until = Date.now() + timeout;
    while (!exited && Date.now() < until) {
      if (await answers(url)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(
      `The browser tests' ${name} did not answer at ${url} (${exited ? "it exited" : "timed out"}):\n${tail()}`,
    );
  })();
  const stop = () => {
    if (exited || child?.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
  return { ready, stop };
}
