/**
 * `npm run example:partner:smoke` (in `npm test`): the README's `npm run example:partner` against an
 * API of its own (a fresh, seeded database under .wrangler/example-partner, never the `npm start`
 * one), so the example cannot rot: it signs in as the seeded admin, creates a partner, pushes,
 * looks up rates and scores, and waits for its signed webhook. EXAMPLE_API_PORT moves the API
 * (default 8847).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { childrenExited, startApi, stopChildren } from "./lib/local-servers";

const PORT = Number(process.env.EXAMPLE_API_PORT ?? 8847);
// No portal runs: this is only the origin the API accepts the admin's signed-in writes from.
const PORTAL_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
const DEADLINE_S = 150;
const root = path.join(import.meta.dirname, "..");

const deadline = setTimeout(() => {
  console.error(`✗ The partner example gave up after ${DEADLINE_S} s`);
  stopChildren();
  process.exit(1);
}, DEADLINE_S * 1000);

try {
  const api = await startApi({ port: PORT, stateDir: ".wrangler/example-partner", portalOrigin: PORTAL_ORIGIN });
  const example = spawnSync("npm", ["run", "--silent", "example:partner"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TRUERATE_API_URL: api, TRUERATE_APP_ORIGIN: PORTAL_ORIGIN },
  });
  if (example.status !== 0) process.exitCode = 1;
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  stopChildren();
  await childrenExited(10);
}
