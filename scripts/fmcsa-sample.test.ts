import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCensus, type RejectedRow } from "./lib/fmcsa/import-census";
import { MemoryRegistrySink } from "./lib/fmcsa/registry-sink";
import { DEFAULT_SAMPLE, formatCsvLine, sampleCensusRows } from "./lib/fmcsa-sample-census";

const committedSample = () => readFile(path.resolve(import.meta.dirname, "..", DEFAULT_SAMPLE.path), "utf8");

describe("the committed FMCSA sample", () => {
  it("is exactly what the generator writes (regenerate with npm run fmcsa:sample)", async () => {
    let generated = "";
    for (const fields of sampleCensusRows(DEFAULT_SAMPLE.options)) generated += `${formatCsvLine(fields)}\n`;
    const committed = await committedSample();
    expect(generated.length, "sample size differs").toBe(committed.length);
    expect(generated === committed, "the committed sample is stale").toBe(true);
  });

  it("imports 5,000+ brokers, 20,000+ carriers, the demo entities and about ten reported bad rows", async () => {
    const sink = new MemoryRegistrySink();
    const rejected: RejectedRow[] = [];
    const summary = await importCensus({
      chunks: [await committedSample()],
      asOf: new Date("2026-11-01"),
      sink,
      onRejected: (row) => rejected.push(row),
    });
    expect(summary.brokersWritten, JSON.stringify(summary)).toBeGreaterThanOrEqual(5000);
    expect(summary.carriersWritten, JSON.stringify(summary)).toBeGreaterThanOrEqual(20000);
    expect(rejected.length, JSON.stringify(rejected)).toBe(10);
    const both = [...sink.tables.broker.keys()].filter((dot) => sink.tables.carrier.has(dot));
    expect(both.length).toBeGreaterThan(100);
    expect(sink.tables.broker.get("1234567")).toMatchObject({
      companyName: "Demo Freight Brokerage LLC",
      mcNumber: "MC1234567",
      city: "Chicago",
      state: "IL",
    });
    expect(sink.tables.broker.get("7654321")).toMatchObject({
      companyName: "Other Lane Brokers Inc",
      mcNumber: "MC7654321",
      city: "Dallas",
      state: "TX",
    });
    expect(sink.tables.carrier.get("654321")).toMatchObject({
      companyName: "Demo Trucking LLC",
      mcNumber: "MC654321",
      city: "Columbus",
      state: "OH",
    });
    expect(sink.tables.carrier.get("7654320")).toMatchObject({
      companyName: "Second Demo Carrier Inc",
      mcNumber: "MC765432",
      city: "Atlanta",
      state: "GA",
    });
    expect(sink.tables.carrier.has("1234567") || sink.tables.broker.has("654321")).toBe(false);
  });
});
