/**
 * Writes the deterministic synthetic FMCSA census sample (today's lower-case layout) and its authority
 * history (the AuthHist layout) that local development imports with `npm run fmcsa:import`. Same
 * seed, same files, byte for byte.
 *
 * Usage: npm run fmcsa:sample [-- --out FILE --history-out FILE --brokers N --carriers N --both N --shippers N --seed N]
 * The defaults write data/fmcsa/census-sample-2026-11-01.csv and data/fmcsa/authhist-sample-2026-11-01.csv
 * (committed); with --out, only the census is written unless --history-out names a file too. Larger
 * counts make benchmark files (e.g. --carriers 1900000 for a census-sized import); do not commit those.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { AUTHORITY_HISTORY_SAMPLE_PATH, sampleAuthorityHistoryRows } from "./lib/fmcsa-sample-authority";
import { DEFAULT_SAMPLE, formatCsvLine, sampleCensusRows } from "./lib/fmcsa-sample-census";

const defaults = DEFAULT_SAMPLE.options;
const { values } = parseArgs({
  options: {
    out: { type: "string", default: DEFAULT_SAMPLE.path },
    "history-out": { type: "string" },
    brokers: { type: "string", default: String(defaults.brokers) },
    carriers: { type: "string", default: String(defaults.carriers) },
    both: { type: "string", default: String(defaults.both) },
    shippers: { type: "string", default: String(defaults.shippers) },
    seed: { type: "string", default: String(defaults.seed) },
  },
});
const count = (name: "brokers" | "carriers" | "both" | "shippers" | "seed") => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

const options = {
  seed: count("seed"),
  brokers: count("brokers"),
  carriers: count("carriers"),
  both: count("both"),
  shippers: count("shippers"),
};
/** Streams CSV rows to a file in 1 MiB writes; answers how many data rows it wrote. */
async function writeCsv(path: string, rows: Iterable<string[]>): Promise<number> {
  const out = createWriteStream(path);
  let count = 0;
  let buffer = "";
  for (const fields of rows) {
    buffer += `${formatCsvLine(fields)}\n`;
    count += 1;
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await once(out, "drain");
      buffer = "";
    }
  }
  out.end(buffer);
  await once(out, "finish");
  return count - 1;
}

const census = await writeCsv(values.out, sampleCensusRows(options));
console.log(`Wrote ${values.out}: ${census.toLocaleString("en-US")} rows (seed ${options.seed})`);
// The committed pair is written together; a census file of its own (a benchmark's) gets a history only when asked.
const historyOut = values["history-out"] ?? (values.out === DEFAULT_SAMPLE.path ? AUTHORITY_HISTORY_SAMPLE_PATH : null);
if (historyOut) {
  const history = await writeCsv(historyOut, sampleAuthorityHistoryRows(options));
  console.log(`Wrote ${historyOut}: ${history.toLocaleString("en-US")} rows`);
}
