/**
 * Writes the deterministic synthetic FMCSA census sample (today's lower-case layout) that local
 * development imports with `npm run fmcsa:import`. Same seed, same file, byte for byte.
 *
 * Usage: npm run fmcsa:sample [-- --out FILE --brokers N --carriers N --both N --shippers N --seed N]
 * The defaults write data/fmcsa/census-sample-2026-11-01.csv (committed). Larger counts make
 * benchmark files (e.g. --carriers 1900000 for a census-sized import); do not commit those.
 */
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { DEFAULT_SAMPLE, formatCsvLine, sampleCensusRows } from "./lib/fmcsa-sample-census";

const defaults = DEFAULT_SAMPLE.options;
const { values } = parseArgs({
  options: {
    out: { type: "string", default: DEFAULT_SAMPLE.path },
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
const out = createWriteStream(values.out);
let rows = 0;
let buffer = "";
for (const fields of sampleCensusRows(options)) {
  buffer += `${formatCsvLine(fields)}\n`;
  rows += 1;
  if (buffer.length > 1 << 20) {
    if (!out.write(buffer)) await once(out, "drain");
    buffer = "";
  }
}
out.end(buffer);
await once(out, "finish");
console.log(`Wrote ${values.out}: ${(rows - 1).toLocaleString("en-US")} rows (seed ${options.seed})`);
