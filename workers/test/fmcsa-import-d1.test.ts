import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { D1RegistrySink } from "../../scripts/lib/fmcsa/d1-registry-sink";
import { importCensus, type RejectedRow } from "../../scripts/lib/fmcsa/import-census";
import { call } from "./support/call";
import { modernCensusCsv } from "./support/fmcsa-census";

const AS_OF = new Date("2026-11-01T00:00:00Z");

async function runImport(csv: string, asOf = AS_OF, batchSize = 3) {
  const rejected: RejectedRow[] = [];
  const summary = await importCensus({
    chunks: [csv],
    asOf,
    sink: new D1RegistrySink(env.DB),
    batchSize,
    onRejected: (row) => rejected.push(row),
  });
  return { summary, rejected };
}

const brokers = () =>
  env.DB.prepare(
    "SELECT id, company_name, mc_number, dot_number, last_updated, search_text FROM fmcsa_brokers ORDER BY dot_number",
  )
    .all<{
      id: string;
      company_name: string;
      mc_number: string;
      dot_number: string;
      last_updated: number;
      search_text: string;
    }>()
    .then((result) => result.results);

const ftsMatches = (table: "fmcsa_brokers" | "fmcsa_carriers", query: string) =>
  env.DB.prepare(
    `SELECT t.dot_number AS dot FROM ${table}_fts f JOIN ${table} t ON t.rowid = f.rowid WHERE ${table}_fts MATCH ?1 ORDER BY dot`,
  )
    .bind(query)
    .all<{ dot: string }>()
    .then((result) => result.results.map((row) => row.dot));

describe("D1RegistrySink inside workerd", () => {
  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM fmcsa_brokers"), env.DB.prepare("DELETE FROM fmcsa_carriers")]);
  });

  it("upserts brokers and carriers by DOT number and keeps the FTS index in step", async () => {
    const { summary, rejected } = await runImport(modernCensusCsv);
    expect(
      rejected.map((row) => row.line),
      JSON.stringify(rejected),
    ).toEqual([6, 7]);
    expect(summary).toMatchObject({
      rowsRead: 7,
      imported: 4,
      rejected: 2,
      skipped: 1,
      brokersWritten: 3,
      carriersWritten: 2,
    });
    const rows = await brokers();
    expect(
      rows.map((row) => [row.dot_number, row.mc_number]),
      JSON.stringify(rows),
    ).toEqual([
      ["1234567", "MC1234567"],
      ["7654321", "MC7654321"],
      ["888001", "MC888001"],
    ]);
    expect(rows[0]?.last_updated).toBe(AS_OF.getTime());
    expect(await ftsMatches("fmcsa_brokers", '"brok"*')).toEqual(["1234567", "7654321"]);
    expect(await ftsMatches("fmcsa_carriers", '"trans"*')).toEqual(["888001"]);
  });

  it("updates in place on a re-import, keeping ids, and reindexes a renamed company", async () => {
    await runImport(modernCensusCsv);
    const before = await brokers();
    const renamed = modernCensusCsv.replace("Other Lane Brokers Inc", "Renamed Lane Logistics Inc");
    const { summary } = await runImport(renamed, new Date("2026-12-01T00:00:00Z"));
    expect(summary.imported, JSON.stringify(summary)).toBe(4);
    const after = await brokers();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after.find((row) => row.dot_number === "7654321")?.company_name).toBe("Renamed Lane Logistics Inc");
    expect(await ftsMatches("fmcsa_brokers", '"brok"*')).toEqual(["1234567"]);
    expect(await ftsMatches("fmcsa_brokers", '"renam"* "lane"*')).toEqual(["7654321"]);
  });

  it("keeps newer data when an older file is imported, and counts those rows as stale", async () => {
    await runImport(modernCensusCsv);
    const older = modernCensusCsv.replace("Other Lane Brokers Inc", "Old Name Inc");
    const { summary } = await runImport(older, new Date("2025-01-01T00:00:00Z"));
    expect(summary, JSON.stringify(summary)).toMatchObject({ imported: 0, stale: 4 });
    expect((await brokers()).find((row) => row.dot_number === "7654321")?.company_name).toBe("Other Lane Brokers Inc");
  });

  it("reports an MC number that belongs to another DOT number instead of failing the batch", async () => {
    await runImport(modernCensusCsv);
    const thief = `dot_number,legal_name,docket1prefix,docket1,carship\n555555,Thief Inc,MC,1234567,B\n444444,Fine Inc,MC,444444,B\n`;
    const { summary, rejected } = await runImport(thief, AS_OF, 10);
    expect(rejected).toEqual([{ line: 2, reasons: ["broker: MC number MC1234567 already belongs to DOT 1234567"] }]);
    expect(summary).toMatchObject({ imported: 1, rejected: 1 });
    expect((await brokers()).map((row) => row.dot_number)).toContain("444444");
  });

  it("reports an MC number claimed by an earlier row of the same batch", async () => {
    const twins =
      "dot_number,legal_name,docket1prefix,docket1,carship\n111111,First Inc,MC,111111,C\n222222,Second Inc,MC,111111,C\n333333,Third Inc,MC,333333,B;C\n";
    const { summary, rejected } = await runImport(twins, AS_OF, 10);
    expect(rejected).toEqual([{ line: 3, reasons: ["carrier: MC number MC111111 already belongs to DOT 111111"] }]);
    expect(summary, JSON.stringify(summary)).toMatchObject({
      imported: 2,
      rejected: 1,
      brokersWritten: 1,
      carriersWritten: 2,
    });
  });

  it("keeps the census file's name and date with each row, and the search answers them as its freshness", async () => {
    await importCensus({
      chunks: [modernCensusCsv],
      asOf: AS_OF,
      sourceFile: "FMCSA_CENSUS1_2026Nov.csv",
      sink: new D1RegistrySink(env.DB),
    });
    const response = await call("searchFmcsaBrokers", { query: { q: "1234567" } });
    const text = response.text;
    expect(response.status, text).toBe(200);
    expect(JSON.parse(text)[0], text).toMatchObject({
      dotNumber: "1234567",
      dataAsOf: "2026-11-01",
      sourceFile: "FMCSA_CENSUS1_2026Nov.csv",
    });
  });

  it("deleting a registry row removes it from the FTS index", async () => {
    await runImport(modernCensusCsv);
    await env.DB.prepare("DELETE FROM fmcsa_brokers WHERE dot_number = '1234567'").run();
    expect(await ftsMatches("fmcsa_brokers", '"demo"*')).toEqual([]);
  });
});
