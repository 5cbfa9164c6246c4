// The API for the browser tests: a fresh, seeded database of its own (never the `npm start` one)
// on its own port, so a running `npm start` does not interfere. Playwright starts and stops it.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { ensureLocalSecrets } from "./lib/local-secrets.mjs";
import { prepareReaderConfig } from "./lib/reader-dev.mjs";

const root = join(import.meta.dirname, "..");
// E2E_STATE_DIR moves it, with the ports, so two runs side by side do not wipe each other's database.
export const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";
const apiPort = process.env.E2E_API_PORT ?? "8797";
const portalOrigin = process.env.E2E_PORTAL_ORIGIN ?? "http://127.0.0.1:8798";
const env = { ...process.env, TRUERATE_STATE_DIR: E2E_STATE_DIR };

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The browser tests sign tokens and links like `npm start` does: with this install's own secrets.
ensureLocalSecrets(root);
// The document reader runs beside the API (one wrangler dev), with an OCR engine of its own port.
const ocrPort = process.env.E2E_OCR_PORT ?? "8796";
rmSync(join(root, E2E_STATE_DIR), { recursive: true, force: true });
const readerConfig = prepareReaderConfig(root, {
  dir: join(E2E_STATE_DIR, "reader"),
  ocrUrl: `http://127.0.0.1:${ocrPort}`,
});
// The migrations in the seed's runtime (scripts/lib/local-migrations.ts), not wrangler's one per file.
step("npx", ["tsx", "scripts/seed.ts", "--migrate", "--no-market"]);

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    readerConfig,
    "--ip",
    "127.0.0.1",
    "--port",
    apiPort,
    "--persist-to",
    E2E_STATE_DIR,
    "--var",
    `APP_ORIGIN:${portalOrigin}`,
    "--var",
    "ENVIRONMENT:development",
    "--show-interactive-dev-session=false",
  ],
  { cwd: root, stdio: "inherit", env },
);
const ocr = spawn("npx", ["tsx", "workers/reader/ocr/server.ts", "--port", ocrPort], {
  cwd: root,
  stdio: "inherit",
  env,
});
for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    ocr.kill(signal);
    server.kill(signal);
  });
server.on("exit", (code) => {
  ocr.kill("SIGTERM");
  process.exit(code ?? 0);
});
