import {
  type AuthorityEventColumns,
  isAuthorityEventHeader,
  mapAuthorityEventRow,
  resolveAuthorityEventColumns,
} from "./authority-event-record";
import {
  type AuthorityHistoryColumns,
  mapAuthorityHistoryRow,
  resolveAuthorityHistoryColumns,
} from "./authority-history-record";
import type {
  AuthorityEventOutcome,
  AuthorityEventWrite,
  AuthorityHistorySink,
  AuthorityHistoryWrite,
} from "./authority-history-sink";
import { importRegistryRows, type RejectedRow } from "./registry-rows";

export interface AuthorityHistoryProgress {
  rowsRead: number;
  imported: number;
  rejected: number;
  /** Rows older than what the history already holds for that authority, or that it already says. */
  stale: number;
}

export interface ImportAuthorityHistoryOptions {
  chunks: AsyncIterable<string> | Iterable<string>;
  asOf: Date;
  sourceFile?: string;
  sink: AuthorityHistorySink;
  batchSize?: number;
  onRejected?: (row: RejectedRow) => void;
  onProgress?: (progress: Readonly<AuthorityHistoryProgress>) => void;
}

/** The two layouts, told apart by the header: the legacy AuthHist (a row a grant), Motus (a row a status change). */
type Columns = ({ layout: "grants" } & AuthorityHistoryColumns) | ({ layout: "events" } & AuthorityEventColumns);
type Write = AuthorityHistoryWrite | AuthorityEventWrite;

export const AUTHORITY_EVENT_UNMATCHED = (dot: string) =>
  `USDOT ${dot} has no MC number in the imported census (import the census first)`;

/**
 * Streams an FMCSA authority history file into a sink, as the census importer does its file: parse,
 * map and validate each row, upsert in batches, report every bad row with its line and reason. A file
 * of one layout makes writes of one kind, so each batch goes to the sink whole.
 */
export async function importAuthorityHistory(
  options: ImportAuthorityHistoryOptions,
): Promise<AuthorityHistoryProgress> {
  const { sink, asOf, sourceFile } = options;
  const progress: AuthorityHistoryProgress = { rowsRead: 0, imported: 0, rejected: 0, stale: 0 };
  return importRegistryRows<Columns, Write, AuthorityEventOutcome, AuthorityHistoryProgress>(options, {
    fileKind: "an FMCSA authority history file",
    resolve: (header): Columns =>
      isAuthorityEventHeader(header)
        ? { layout: "events", ...resolveAuthorityEventColumns(header) }
        : { layout: "grants", ...resolveAuthorityHistoryColumns(header) },
    progress,
    writesOf(line, fields, columns, reject): Write[] {
      const result =
        columns.layout === "events" ? mapAuthorityEventRow(fields, columns) : mapAuthorityHistoryRow(fields, columns);
      if (result.kind === "rejected") {
        reject(line, result.reasons);
        return [];
      }
      return [
        result.kind === "event"
          ? { line, event: result.event, asOf, sourceFile }
          : { line, record: result.record, asOf, sourceFile },
      ];
    },
    write: (writes) =>
      writes.every((write) => "event" in write)
        ? sink.writeEvents(writes)
        : sink.write(writes.filter((write) => "record" in write)),
    written(writes, outcomes, reject) {
      outcomes.forEach((outcome, index) => {
        const write = writes[index];
        if (outcome.status === "unmatched" && write && "event" in write)
          reject(write.line, [AUTHORITY_EVENT_UNMATCHED(write.event.dotNumber ?? "")]);
        else progress[outcome.status === "written" ? "imported" : "stale"] += 1;
      });
    },
  });
}
