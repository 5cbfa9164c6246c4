// The document reader beside the API in local runs (`npm start`, the browser tests): one
// `wrangler dev` serves both workers (their configs side by side share D1, R2 and the queues), and
// the local OCR engine runs as a Node process of its own (decision 0029). Plain Node (runs on 20).
//
// `--var` reaches only the first config's worker, and wrangler reads a worker's secrets from the
// .dev.vars beside its config. So each run writes a config of its own for the reader — the
// committed one with its paths made absolute and this run's settings — with the install's secrets
// beside it: runs side by side (npm start, the browser tests) never see each other's settings.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const READER_CONFIG = "workers/reader/wrangler.toml";
export const OCR_PORT = process.env.OCR_PORT ?? "8790";

/** Writes `<dir>/wrangler.toml` and `<dir>/.dev.vars` for this run's reader; answers the config's path. */
export function prepareReaderConfig(root, { dir, ocrUrl = `http://127.0.0.1:${OCR_PORT}` }) {
  const directory = join(root, dir);
  mkdirSync(directory, { recursive: true });
  const committed = readFileSync(join(root, READER_CONFIG), "utf8");
  // Only the top level: the deployed environments are not for local runs.
  const local = committed.split(/^# ─+ Deployed environments/m)[0] ?? committed;
  const config = local
    .replace(/^main = ".*"$/m, `main = ${JSON.stringify(join(root, "workers/reader/src/index.ts"))}`)
    .replace(/^migrations_dir = ".*"$/m, `migrations_dir = ${JSON.stringify(join(root, "migrations"))}`)
    .replace(/^ENVIRONMENT = ".*"$/m, 'ENVIRONMENT = "development"')
    .replace(/^OCR_URL = ".*"$/m, `OCR_URL = ${JSON.stringify(ocrUrl)}`);
  const file = join(directory, "wrangler.toml");
  writeFileSync(file, `# Written by scripts/lib/reader-dev.mjs for one local run; never commit.\n${config}`);
  const secrets = existsSync(join(root, ".dev.vars")) ? readFileSync(join(root, ".dev.vars"), "utf8") : "";
  const vars = join(directory, ".dev.vars");
  writeFileSync(vars, secrets, { mode: 0o600 });
  chmodSync(vars, 0o600);
  return file;
}
