/**
 * The signed-in search page's Lighthouse budget: `/` as the seeded, subscribed demo carrier sees it
 * (New Search, Recent, saved lanes), audited with Lighthouse's default mobile settings like the
 * landing page (scripts/landing-lighthouse.ts). The page needs data, so this check starts an API of
 * its own (scripts/e2e-api.mjs: a fresh, seeded database under .wrangler/lighthouse, never the
 * `npm start` one) and the built portal bound to it, signs in through the API for a session cookie,
 * and sends that cookie with Lighthouse's requests. Performance ≥ 95 and accessibility 100; a miss
 * on the first run is judged on the median of seven.
 *
 * Usage: npm run budget (builds the portal first). LIGHTHOUSE_API_PORT / LIGHTHOUSE_SIGNED_IN_PORT
 * move the servers (default 8827 / 8828); BUDGET_PORTAL_ORIGIN names a running pair to use instead
 * (`npm test` passes the browser tests' own, started once for both); CHROME_PATH names another Chromium.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEMO_ACCOUNTS } from "./lib/demo-accounts.mjs";
import { audit, judgePage, launchChromium } from "./lib/lighthouse-run";
import type { Scores } from "./lib/lighthouse-verdict";
import { childrenExited, startApi, startPortal, stopChildren } from "./lib/local-servers";

const MINIMUMS: Scores = { performance: 95, accessibility: 100 };
/** Runs after a first-run miss: the verdict is the median of all of them. */
const RERUNS = 6;
const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 8827);
const PORT = Number(process.env.LIGHTHOUSE_SIGNED_IN_PORT ?? 8828);
const DEADLINE_S = Number(process.env.LIGHTHOUSE_DEADLINE_S ?? 300);
/** A portal already running over a freshly seeded API (`npm test` passes the browser tests' pair). */
const REUSED = process.env.BUDGET_PORTAL_ORIGIN;
const ORIGIN = REUSED ?? `http://127.0.0.1:${PORT}`;
const STATE_DIR = ".wrangler/lighthouse";

/** The demo carrier's session cookie, from the API's own sign-in (through the portal, as a browser would). */
async function signInCookie(): Promise<string> {
  const carrier = DEMO_ACCOUNTS.users.find((user) => user.key === "carrier");
  if (!carrier) throw new Error("The seed has no demo carrier");
  const response = await fetch(`${ORIGIN}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email: carrier.email, password: DEMO_ACCOUNTS.password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in failed (${response.status}): ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-in answered no session cookie");
  return cookie;
}

async function main(): Promise<boolean> {
  const profile = mkdtempSync(path.join(tmpdir(), "truerate-lighthouse-"));
  try {
    if (!REUSED) {
      const api = await startApi({ port: API_PORT, stateDir: STATE_DIR, portalOrigin: ORIGIN });
      await startPortal({ port: PORT, apiOrigin: api, persistTo: `../${STATE_DIR}-portal` });
    }
    const cookie = await signInCookie();
    // The first request compiles and warms the page; Lighthouse should time the page, not that.
    const warm = await fetch(`${ORIGIN}/`, { headers: { cookie } });
    const html = await warm.text();
    if (!html.includes("New Search")) throw new Error(`/ signed in is not the search page:\n${html.slice(0, 500)}`);
    const port = await launchChromium(profile);

    return await judgePage(
      "/ (signed-in carrier)",
      () => audit(`${ORIGIN}/`, port, MINIMUMS, { Cookie: cookie }),
      MINIMUMS,
      RERUNS,
    );
  } finally {
    stopChildren();
    await childrenExited(10);
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

const deadline = setTimeout(() => {
  console.error(`✗ Signed-in Lighthouse check gave up after ${DEADLINE_S} s`);
  stopChildren();
  process.exit(1);
}, DEADLINE_S * 1000);

console.log(
  `Lighthouse, mobile (simulated throttling): the signed-in search page performance ≥ ${MINIMUMS.performance}, accessibility ${MINIMUMS.accessibility}`,
);
main()
  .then((ok) => {
    clearTimeout(deadline);
    if (!ok) process.exitCode = 1;
  })
  .catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    stopChildren();
    process.exit(1);
  });
