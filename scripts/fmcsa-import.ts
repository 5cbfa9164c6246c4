/**
 * Imports an FMCSA Company Census CSV (today's lower-case layout or the legacy upper-case one) into
 * the local D1 registry tables, upserting by DOT number.
 *
 * Usage: npm run fmcsa:import -- <file.csv> [--as-of YYYY-MM-DD] [--batch-size N] [--rejects out.txt] [--dry-run]
 *   --as-of       the data's as-of date (default: a date in the file name, else the file's mtime)
 *   --rejects     write every rejected row (line and reason) to this file; the console shows the first 20
 *   --dry-run     parse and validate into memory only; the database is not opened
 * Do not run while `npm start` holds the local database.
 */
import { createWriteStream, type WriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { D1RegistrySink } from "./lib/fmcsa/d1-registry-sink";
import { CensusFormatError, type ImportProgress, type RejectedRow } from "./lib/fmcsa/import-census";
import { MemoryRegistrySink, type RegistrySink } from "./lib/fmcsa/registry-sink";
import { describeRejection, importCensusFile } from "./lib/fmcsa-census-file";
import { withLocalDatabase } from "./lib/local-platform";

const CONSOLE_REJECTIONS = 20;
const PROGRESS_EVERY_MS = 2_000;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    "as-of": { type: "string" },
    "batch-size": { type: "string" },
    rejects: { type: "string" },
    "dry-run": { type: "boolean", default: false },
  },
});
const file = positionals[0];
if (!file) {
  console.error(
    "Usage: npm run fmcsa:import -- <file.csv> [--as-of YYYY-MM-DD] [--batch-size N] [--rejects FILE] [--dry-run]",
  );
  process.exit(2);
}
const batchSize = values["batch-size"] ? Number(values["batch-size"]) : undefined;
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
  console.error("--batch-size must be a positive whole number");
  process.exit(2);
}

const count = (value: number) => value.toLocaleString("en-US");
const line = (progress: Readonly<ImportProgress>) =>
  `read ${count(progress.rowsRead)} · imported ${count(progress.imported)} · rejected ${count(progress.rejected)}` +
  ` · skipped ${count(progress.skipped)} · stale ${count(progress.stale)}`;

async function run(sink: RegistrySink, rejectsFile: WriteStream | undefined) {
  let shown = 0;
  let lastProgress = Date.now();
  const onRejected = (row: RejectedRow) => {
    rejectsFile?.write(`${describeRejection(row)}\n`);
    if (shown < CONSOLE_REJECTIONS) console.error(`  rejected ${describeRejection(row)}`);
    shown += 1;
  };
  const onProgress = (progress: Readonly<ImportProgress>) => {
    if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    console.log(`  … ${line(progress)}`);
  };
  const result = await importCensusFile({
    file: file as string,
    sink,
    asOfFlag: values["as-of"],
    batchSize,
    onRejected,
    onProgress,
  });
  const { summary, elapsedMs, asOf } = result;
  const seconds = elapsedMs / 1000;
  console.log(`Census as of ${asOf.date.toISOString().slice(0, 10)} (from ${asOf.source})`);
  console.log(
    `Done in ${seconds.toFixed(1)} s (${count(Math.round(summary.rowsRead / seconds))} rows/s): ${line(summary)}`,
  );
  console.log(
    `  brokers upserted ${count(summary.brokersWritten)}, carriers upserted ${count(summary.carriersWritten)}`,
  );
  if (shown > CONSOLE_REJECTIONS) {
    console.log(
      `  ${count(shown - CONSOLE_REJECTIONS)} more rejected rows not shown${values.rejects ? ` (all in ${values.rejects})` : "; use --rejects FILE for all"}`,
    );
  }
}

const rejectsFile = values.rejects ? createWriteStream(values.rejects) : undefined;
try {
  console.log(`Importing ${file}${values["dry-run"] ? " (dry run: memory only)" : " into the local D1"}`);
  if (values["dry-run"]) await run(new MemoryRegistrySink(), rejectsFile);
  else await withLocalDatabase((db) => run(new D1RegistrySink(db), rejectsFile));
} catch (error) {
  // A file that is not a census file gets its one-line reason; anything else keeps its stack.
  console.error(error instanceof CensusFormatError ? error.message : error);
  process.exitCode = 1;
} finally {
  rejectsFile?.end();
}
