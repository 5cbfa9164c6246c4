import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legacyCensusCsv, modernCensusCsv } from "../workers/test/support/fmcsa-census";
import type { RejectedRow } from "./lib/fmcsa/import-census";
import { MemoryRegistrySink } from "./lib/fmcsa/registry-sink";
import { importCensusFile } from "./lib/fmcsa-census-file";

let directory: string;
const fixture = async (name: string, text: string) => {
  const file = path.join(directory, name);
  await writeFile(file, text);
  return file;
};

async function importFile(file: string, asOfFlag?: string) {
  const sink = new MemoryRegistrySink();
  const rejected: RejectedRow[] = [];
  const result = await importCensusFile({
    file,
    sink,
    asOfFlag,
    batchSize: 2,
    onRejected: (row) => rejected.push(row),
  });
  return { ...result, sink, rejected };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "fmcsa-import-"));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("the census importer over a file (memory sink)", () => {
  it("imports today's layout: brokers, carriers, both, with line-numbered rejections", async () => {
    const { summary, sink, rejected, asOf } = await importFile(await fixture("census-2026-11-01.csv", modernCensusCsv));
    expect(asOf).toEqual({ date: new Date("2026-11-01T00:00:00Z"), source: "file name" });
    expect(rejected).toEqual([
      { line: 6, reasons: ["DOT number is required"] },
      { line: 7, reasons: ["MC number is required"] },
    ]);
    expect(summary).toEqual({
      rowsRead: 7,
      imported: 4,
      rejected: 2,
      skipped: 1,
      stale: 0,
      brokersWritten: 3,
      carriersWritten: 2,
    });
    expect([...sink.tables.broker.keys()]).toEqual(["1234567", "7654321", "888001"]);
    expect([...sink.tables.carrier.keys()]).toEqual(["888001", "654321"]);
    expect(sink.tables.broker.get("888001")).toMatchObject({
      companyName: 'Trans, Lane & Sons "TLS" LLC',
      dbaName: "TLS Freight",
      hazmatFlag: true,
      passengerFlag: true,
      classification: "AUTHORIZED FOR HIRE;PRIVATE PROPERTY",
      searchText: "trans lane sons tls llc tls freight",
      lastUpdated: new Date("2026-11-01T00:00:00Z"),
    });
  });

  it("imports the legacy upper-case layout with CRLF line ends as carriers", async () => {
    const { summary, sink, rejected, asOf } = await importFile(
      await fixture("legacy.csv", legacyCensusCsv),
      "2026-10-01",
    );
    expect(asOf.source).toBe("--as-of");
    expect(rejected).toEqual([
      { line: 5, reasons: ["DOT number is required"] },
      { line: 6, reasons: ["Company name is required"] },
      { line: 7, reasons: ["MC number must be MC followed by 1 to 8 digits"] },
    ]);
    expect(summary).toMatchObject({ rowsRead: 6, imported: 3, rejected: 3, brokersWritten: 0, carriersWritten: 3 });
    expect(sink.tables.carrier.get("3000001")).toMatchObject({
      companyName: "HAZ HAULERS, INC.",
      mcNumber: "MC300001",
      hazmatFlag: true,
      passengerFlag: true,
      carrierOperation: "Intrastate Only (HM)",
      status: null,
    });
    expect(sink.tables.carrier.get("7654320")?.mcNumber).toBe("MC765432");
  });

  it("refuses a file without the required columns, naming them", async () => {
    const file = await fixture("not-census.csv", "name,phone\nAcme,1\n");
    await expect(importFile(file)).rejects.toThrow("no dot_number, legal_name, docket1 columns");
  });

  it("reports a row with the wrong number of fields and an unterminated quote", async () => {
    const text = 'dot_number,legal_name,docket1\n100001,Short Row\n100002,"Open quote LLC,MC100002\n';
    const { rejected, summary } = await importFile(await fixture("broken.csv", text));
    expect(rejected).toEqual([
      { line: 2, reasons: ["Expected 3 fields, found 2"] },
      { line: 3, reasons: ["Unterminated quoted field"] },
    ]);
    expect(summary.imported).toBe(0);
  });

  it("runs as the npm script in dry-run mode and prints its summary", async () => {
    const file = await fixture("census-2026-11-01.csv", modernCensusCsv);
    const tsx = path.resolve(import.meta.dirname, "../node_modules/.bin/tsx");
    const { stdout, stderr } = await promisify(execFile)(tsx, [
      path.join(import.meta.dirname, "fmcsa-import.ts"),
      file,
      "--dry-run",
    ]);
    expect(stderr, stdout).toContain("rejected line 6: DOT number is required");
    expect(stdout, stderr).toContain("Census as of 2026-11-01 (from file name)");
    expect(stdout, stderr).toMatch(/read 7 · imported 4 · rejected 2 · skipped 1 · stale 0/);
  }, 30_000);

  it("imports an authority history file with --authority-history, in dry-run mode", async () => {
    const file = await fixture(
      "AuthHist-2026-11-01.csv",
      "docket_number,dot_number,sub_number,mod_col_1,original_action_desc,orig_served_date,disp_action_desc\n" +
        "MC384859,384859,0,BROKER,GRANTED,03/07/2019,REVOKED\nMC384860,384860,0,BROKER,,03/07/2019,\n",
    );
    const tsx = path.resolve(import.meta.dirname, "../node_modules/.bin/tsx");
    const { stdout, stderr } = await promisify(execFile)(tsx, [
      path.join(import.meta.dirname, "fmcsa-import.ts"),
      file,
      "--authority-history",
      "--dry-run",
    ]);
    expect(stderr, stdout).toContain("rejected line 3: Original action is required");
    expect(stdout, stderr).toContain("Authority history as of 2026-11-01 (from file name)");
    expect(stdout, stderr).toMatch(/read 2 · imported 1 · rejected 1 · stale 0/);
    expect(stdout).not.toContain("brokers upserted");
  }, 30_000);
});
