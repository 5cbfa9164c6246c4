import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { D1AuthorityHistorySink } from "../../scripts/lib/fmcsa/d1-authority-history-sink";
import { D1RegistrySink } from "../../scripts/lib/fmcsa/d1-registry-sink";
import { importAuthorityHistory } from "../../scripts/lib/fmcsa/import-authority-history";
import { importCensus } from "../../scripts/lib/fmcsa/import-census";
import { createDb } from "../src/db/client";
import {
  authorityHistoryOfMc,
  newestAuthorityHistoryFile,
  newestCensusFile,
  registryOfMc,
} from "../src/db/queries/fmcsa";
import { modernCensusCsv } from "./support/fmcsa-census";

const AS_OF = new Date("2026-11-01T00:00:00Z");
const HEADER =
  "docket_number,dot_number,sub_number,mod_col_1,original_action_desc,orig_served_date,disp_action_desc,disp_decided_date,disp_served_date";
const HISTORY = [
  HEADER,
  "MC1234567,1234567,0,BROKER,GRANTED,10/11/2026,,,",
  "MC7654321,7654321,0,BROKER,GRANTED,04/01/2015,REVOKED,09/02/2026,09/15/2026",
  "MC7654321,7654321,0,COMMON,GRANTED,04/01/2015,,,",
  "MCX,1,0,BROKER,GRANTED,,,,",
].join("\n");

const historyRows = () =>
  env.DB.prepare(
    "SELECT mc_number, authority_type, original_action, original_served_at, disposition_action, disposition_served_at, last_updated, source_file FROM fmcsa_authority_history ORDER BY mc_number, authority_type",
  )
    .all()
    .then((result) => result.results);

const importHistory = (csv: string, asOf = AS_OF) =>
  importAuthorityHistory({
    chunks: [csv],
    asOf,
    sourceFile: "AuthHist-2026-11-01.csv",
    sink: new D1AuthorityHistorySink(env.DB),
    batchSize: 2,
  });

describe("D1AuthorityHistorySink inside workerd", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM fmcsa_authority_history").run();
  });

  it("stores each authority with its dates, file and as-of date, and reports the bad row", async () => {
    const summary = await importHistory(HISTORY);
    expect(summary).toEqual({ rowsRead: 4, imported: 3, rejected: 1, stale: 0 });
    const rows = await historyRows();
    expect(rows, JSON.stringify(rows)).toEqual([
      {
        mc_number: "MC1234567",
        authority_type: "broker",
        original_action: "GRANTED",
        original_served_at: Date.UTC(2026, 9, 11),
        disposition_action: null,
        disposition_served_at: null,
        last_updated: AS_OF.getTime(),
        source_file: "AuthHist-2026-11-01.csv",
      },
      expect.objectContaining({ mc_number: "MC7654321", authority_type: "broker", disposition_action: "REVOKED" }),
      expect.objectContaining({ mc_number: "MC7654321", authority_type: "common", disposition_action: null }),
    ]);
  });

  it("updates an authority in place from a later file, and never from an older one", async () => {
    await importHistory(HISTORY);
    const revoked = HISTORY.replace(
      "MC1234567,1234567,0,BROKER,GRANTED,10/11/2026,,,",
      "MC1234567,1234567,0,BROKER,GRANTED,10/11/2026,REVOKED,11/20/2026,11/25/2026",
    );
    expect(await importHistory(revoked, new Date("2026-12-01"))).toMatchObject({ imported: 3, stale: 0 });
    expect(await importHistory(HISTORY, new Date("2026-10-01"))).toMatchObject({ imported: 0, stale: 3 });
    const rows = await historyRows();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ disposition_action: "REVOKED", disposition_served_at: Date.UTC(2026, 10, 25) });
  });

  it("keeps the census add date with each registry row", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM fmcsa_brokers"), env.DB.prepare("DELETE FROM fmcsa_carriers")]);
    await importCensus({ chunks: [modernCensusCsv], asOf: AS_OF, sink: new D1RegistrySink(env.DB) });
    const row = await env.DB.prepare("SELECT added_at FROM fmcsa_brokers WHERE mc_number = 'MC1234567'").first<{
      added_at: number | null;
    }>();
    expect(row?.added_at).toBe(Date.UTC(2015, 0, 2));
  });

  it("answers the identity checks' reads: an MC's census rows, its authorities, and the newest files", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM fmcsa_brokers"), env.DB.prepare("DELETE FROM fmcsa_carriers")]);
    const db = createDb(env.DB);
    expect(await newestAuthorityHistoryFile(db)).toBeUndefined();
    expect(await newestCensusFile(db)).toBeUndefined();
    await importCensus({
      chunks: [modernCensusCsv],
      asOf: AS_OF,
      sourceFile: "census-2026-11-01.csv",
      sink: new D1RegistrySink(env.DB),
    });
    await importHistory(HISTORY);
    expect(await newestCensusFile(db)).toEqual({ name: "census-2026-11-01.csv", asOf: AS_OF });
    expect(await newestAuthorityHistoryFile(db)).toEqual({ name: "AuthHist-2026-11-01.csv", asOf: AS_OF });
    expect(await registryOfMc(db, "MC1234567")).toEqual({
      broker: {
        companyName: "Demo Freight Brokerage LLC",
        mcNumber: "MC1234567",
        operatingAuthority: "ACTIVE",
        email: "ops@demofreight.example",
        addedAt: new Date(Date.UTC(2015, 0, 2)),
        lastUpdated: AS_OF,
        sourceFile: "census-2026-11-01.csv",
      },
      carrierName: null,
    });
    expect(await registryOfMc(db, "MC654321")).toEqual({ broker: null, carrierName: "Demo Trucking LLC" });
    expect(await registryOfMc(db, "MC1")).toEqual({ broker: null, carrierName: null });
    const history = await authorityHistoryOfMc(db, "MC7654321");
    expect(history.map((row) => [row.authorityType, row.dispositionAction])).toEqual([
      ["broker", "REVOKED"],
      ["common", null],
    ]);
    expect(history[0]?.dispositionServedAt).toEqual(new Date(Date.UTC(2026, 8, 15)));
  });

  it("applies a Motus file (a row a status change) on top: a USDOT number's MC from the census, the legacy grant ended", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM fmcsa_brokers"), env.DB.prepare("DELETE FROM fmcsa_carriers")]);
    await importCensus({ chunks: [modernCensusCsv], asOf: AS_OF, sink: new D1RegistrySink(env.DB) });
    await importHistory(HISTORY);
    const broker = "Broker of Property (Except Household Goods)";
    const motus = [
      "usdot_number,docket_number,op_auth_type,op_auth_status,reason,status_change_date",
      `1234567,,${broker},Inactive,Revoked - Insurance,20261120`,
      `654321,,${broker},Active,Granted,20261115`,
      `4444444,,${broker},Active,Granted,20261115`,
    ].join("\n");
    const rejected: number[] = [];
    const summary = await importAuthorityHistory({
      chunks: [motus],
      asOf: new Date("2026-12-01T00:00:00Z"),
      sourceFile: "motus-authhist-2026-12-01.csv",
      sink: new D1AuthorityHistorySink(env.DB),
      onRejected: (row) => rejected.push(row.line),
    });
    expect(summary).toEqual({ rowsRead: 3, imported: 2, rejected: 1, stale: 0 });
    expect(rejected).toEqual([4]);
    const db = createDb(env.DB);
    const demo = await authorityHistoryOfMc(db, "MC1234567");
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ dispositionAction: "REVOKED - INSURANCE" });
    expect(demo[0]?.dispositionServedAt).toEqual(new Date(Date.UTC(2026, 10, 20)));
    // A carrier's USDOT number finds its MC too (the census's carrier row).
    const trucking = await authorityHistoryOfMc(db, "MC654321");
    expect(trucking.map((row) => [row.authorityType, row.originalAction, row.dispositionAction])).toEqual([
      ["broker", "GRANTED", null],
    ]);
    expect(await newestAuthorityHistoryFile(db)).toEqual({
      name: "motus-authhist-2026-12-01.csv",
      asOf: new Date("2026-12-01T00:00:00Z"),
    });
  });
});
