/**
 * Measures the FMCSA importer and registry search on an isolated local D1 (never the one
 * `npm start` uses): applies the migrations there, imports a census file through the same
 * pipeline and sink as `npm run fmcsa:import`, then times typical searches.
 *
 * Usage: npx tsx scripts/fmcsa-bench.ts <file.csv> [--persist-to DIR] [--skip-import] [--runs N] [--batch-size N]
 * A census-sized file: npm run fmcsa:sample -- --out /tmp/census-2m-2026-11-01.csv --brokers 90000 --carriers 1900000
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { parseArgs, promisify } from "node:util";
import { getPlatformProxy } from "wrangler";
import type { Env } from "../workers/src/core/env";
import { searchBrokers, searchCarriers } from "../workers/src/services/fmcsa/search";
import { D1RegistrySink } from "./lib/fmcsa/d1-registry-sink";
import { importCensusFile } from "./lib/fmcsa-census-file";

const QUERIES = [
  "bl",
  "blue",
  "blue ri",
  "summit freight",
  "logistics",
  "llc",
  "freight llc",
  "zz",
  "o'brien",
  "demo",
  "1234567",
  "MC765432",
  "12",
  "4321",
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "persist-to": { type: "string", default: "/tmp/truerate-fmcsa-bench" },
    "skip-import": { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    "batch-size": { type: "string" },
  },
});
const file = positionals[0];
if (!file) throw new Error("Usage: npx tsx scripts/fmcsa-bench.ts <file.csv> [--persist-to DIR] [--skip-import]");
const persistTo = path.resolve(values["persist-to"]);

if (!values["skip-import"]) {
  const wrangler = path.resolve(import.meta.dirname, "../node_modules/.bin/wrangler");
  await promisify(execFile)(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);
}
const proxy = await getPlatformProxy<Env>({
  configPath: "wrangler.toml",
  persist: { path: path.join(persistTo, "v3") },
});
try {
  const db = proxy.env.DB;
  const ctx = { env: proxy.env };
  if (!values["skip-import"]) {
    const batchSize = values["batch-size"] ? Number(values["batch-size"]) : undefined;
    const { summary, elapsedMs } = await importCensusFile({ file, sink: new D1RegistrySink(db), batchSize });
    const seconds = elapsedMs / 1000;
    console.log(
      `import: ${summary.rowsRead} rows in ${seconds.toFixed(1)} s = ${Math.round(summary.rowsRead / seconds)} rows/s`,
      summary,
    );
  }
  for (const [kind, search] of [
    ["brokers", searchBrokers],
    ["carriers", searchCarriers],
  ] as const) {
    for (const q of QUERIES) {
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < Number(values.runs); run += 1) {
        const started = performance.now();
        found = (await search(ctx, { q })).length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)] ?? 0;
      console.log(
        `${kind} ${JSON.stringify(q).padEnd(18)} ${String(found).padStart(2)} rows  median ${median.toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms`,
      );
    }
  }
} finally {
  await proxy.dispose();
}
