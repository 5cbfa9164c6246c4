/**
 * Imports an FMCSA Company Census CSV (today's lower-case layout or the legacy upper-case one) into
 * the local D1 registry tables, upserting by DOT number; with --authority-history, an FMCSA authority
 * history CSV into fmcsa_authority_history: the legacy L&I "AuthHist" layout (a row a grant, upserted by
 * its grant) or the daily Motus layout (a row a status change, applied to the grants; told apart by
 * its op_auth_status and status_change_date columns, a USDOT number's MC found in the imported census).
 *
 * Usage: npm run fmcsa:import -- <file.csv> [--authority-history] [--as-of YYYY-MM-DD] [--batch-size N] [--rejects out.txt] [--dry-run]
 *   --authority-history  the file is the authority history (either layout), not the census
 *   --as-of       the data's as-of date (default: a date in the file name, else the file's mtime)
 *   --rejects     write every rejected row (line and reason) to this file; the console shows the first 20
 *   --dry-run     parse and validate into memory only; the database is not opened (so a Motus row
 *                 naming only a USDOT number has no census to find its MC in, and is rejected)
 * Do not run while `npm start` holds the local database.
 */
import { createWriteStream, type WriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { MemoryAuthorityHistorySink } from "./lib/fmcsa/authority-history-sink";
import { D1AuthorityHistorySink } from "./lib/fmcsa/d1-authority-history-sink";
import { D1RegistrySink } from "./lib/fmcsa/d1-registry-sink";
import type { AuthorityHistoryProgress } from "./lib/fmcsa/import-authority-history";
import { CensusFormatError, type ImportProgress, type RejectedRow } from "./lib/fmcsa/import-census";
import { MemoryRegistrySink } from "./lib/fmcsa/registry-sink";
import {
  describeRejection,
  type ImportFileResult,
  importAuthorityHistoryFile,
  importCensusFile,
} from "./lib/fmcsa-census-file";
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
    "authority-history": { type: "boolean", default: false },
  },
});
const file = positionals[0];
if (!file) {
  console.error(
    "Usage: npm run fmcsa:import -- <file.csv> [--authority-history] [--as-of YYYY-MM-DD] [--batch-size N] [--rejects FILE] [--dry-run]",
  );
  process.exit(2);
}
const batchSize = values["batch-size"] ? Number(values["batch-size"]) : undefined;
if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
  console.error("--batch-size must be a positive whole number");
  process.exit(2);
}

const count = (value: number) => value.toLocaleString("en-US");
const line = (progress: Readonly<ImportProgress | AuthorityHistoryProgress>) =>
  `read ${count(progress.rowsRead)} · imported ${count(progress.imported)} · rejected ${count(progress.rejected)}` +
  ("skipped" in progress ? ` · skipped ${count(progress.skipped)}` : "") +
  ` · stale ${count(progress.stale)}`;

/** The census, or the authority history, into the local D1 or (a dry run) memory. */
function importer(
  db: D1Database | null,
  callbacks: Callbacks,
): Promise<ImportFileResult<ImportProgress | AuthorityHistoryProgress>> {
  const common = { file: file as string, asOfFlag: values["as-of"], batchSize, ...callbacks };
  if (values["authority-history"])
    return importAuthorityHistoryFile({
      ...common,
      sink: db ? new D1AuthorityHistorySink(db) : new MemoryAuthorityHistorySink(),
    });
  return importCensusFile({ ...common, sink: db ? new D1RegistrySink(db) : new MemoryRegistrySink() });
}

interface Callbacks {
  onRejected: (row: RejectedRow) => void;
  onProgress: (progress: Readonly<ImportProgress | AuthorityHistoryProgress>) => void;
}

async function run(db: D1Database | null, rejectsFile: WriteStream | undefined) {
  let shown = 0;
  let lastProgress = Date.now();
  const onRejected = (row: RejectedRow) => {
    rejectsFile?.write(`${describeRejection(row)}\n`);
    if (shown < CONSOLE_REJECTIONS) console.error(`  rejected ${describeRejection(row)}`);
    shown += 1;
  };
  const onProgress = (progress: Readonly<ImportProgress | AuthorityHistoryProgress>) => {
    if (Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    console.log(`  … ${line(progress)}`);
  };
  const { summary, elapsedMs, asOf } = await importer(db, { onRejected, onProgress });
  const seconds = elapsedMs / 1000;
  const kind = values["authority-history"] ? "Authority history" : "Census";
  console.log(`${kind} as of ${asOf.date.toISOString().slice(0, 10)} (from ${asOf.source})`);
  console.log(
    `Done in ${seconds.toFixed(1)} s (${count(Math.round(summary.rowsRead / seconds))} rows/s): ${line(summary)}`,
  );
  if ("brokersWritten" in summary)
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
  if (values["dry-run"]) await run(null, rejectsFile);
  else await withLocalDatabase((db) => run(db, rejectsFile));
} catch (error) {
  // A file that is not a census file gets its one-line reason; anything else keeps its stack.
  console.error(error instanceof CensusFormatError ? error.message : error);
  process.exitCode = 1;
} finally {
  rejectsFile?.end();
}
