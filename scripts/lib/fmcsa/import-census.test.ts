import { describe, expect, it } from "vitest";
import { CensusFormatError, type ImportProgress, importCensus, type RejectedRow } from "./import-census";
import { MemoryRegistrySink, type RegistryWrite } from "./registry-sink";

const HEADER = "dot_number,legal_name,docket1,carship";
const csv = (...rows: string[]) => `${HEADER}\n${rows.join("\n")}\n`;
const november = new Date("2026-11-01T00:00:00Z");

/** A memory sink that also records the size of every batch it was given. */
class RecordingSink extends MemoryRegistrySink {
  readonly batchSizes: number[] = [];
  override async write(batch: readonly RegistryWrite[]) {
    this.batchSizes.push(batch.length);
    return super.write(batch);
  }
}

describe("importCensus", () => {
  it("writes in batches, keeping a broker-and-carrier row's two writes together", async () => {
    const sink = new RecordingSink();
    const progress: ImportProgress[] = [];
    const summary = await importCensus({
      chunks: [
        csv("100001,A Inc,100001,B;C", "100002,B Inc,100002,C", "100003,C Inc,100003,B;C", "100004,D Inc,100004,B"),
      ],
      asOf: november,
      sink,
      batchSize: 2,
      onProgress: (value) => progress.push({ ...value }),
    });
    expect(sink.batchSizes).toEqual([2, 3, 1]);
    expect(summary).toEqual({
      rowsRead: 4,
      imported: 4,
      rejected: 0,
      skipped: 0,
      stale: 0,
      brokersWritten: 3,
      carriersWritten: 3,
    });
    expect(progress.map((value) => value.imported)).toEqual([1, 3, 4, 4]);
  });

  it("counts rows older than the stored data as stale, and a later file overwrites", async () => {
    const sink = new MemoryRegistrySink();
    await importCensus({ chunks: [csv("100001,New Name Inc,100001,C")], asOf: november, sink });
    const older = await importCensus({
      chunks: [csv("100001,Old Name Inc,100001,C")],
      asOf: new Date("2026-01-01"),
      sink,
    });
    expect(older).toMatchObject({ imported: 0, stale: 1 });
    expect(sink.tables.carrier.get("100001")?.companyName).toBe("New Name Inc");
    const newer = await importCensus({
      chunks: [csv("100001,Newest Inc,100001,C")],
      asOf: new Date("2026-12-01"),
      sink,
    });
    expect(newer).toMatchObject({ imported: 1, stale: 0 });
    expect(sink.tables.carrier.get("100001")?.companyName).toBe("Newest Inc");
  });

  it("rejects a row once, with every table's reason, when the sink refuses its MC number", async () => {
    const rejected: RejectedRow[] = [];
    const summary = await importCensus({
      chunks: [csv("100001,First Inc,100001,B;C", "100002,Second Inc,100001,B;C")],
      asOf: november,
      sink: new MemoryRegistrySink(),
      onRejected: (row) => rejected.push(row),
    });
    expect(rejected).toEqual([
      {
        line: 3,
        reasons: [
          "broker: MC number MC100001 already belongs to DOT 100001",
          "carrier: MC number MC100001 already belongs to DOT 100001",
        ],
      },
    ]);
    expect(summary).toMatchObject({ imported: 1, rejected: 1 });
  });

  it("refuses an empty file and a sink that loses outcomes", async () => {
    await expect(importCensus({ chunks: [""], asOf: november, sink: new MemoryRegistrySink() })).rejects.toThrow(
      CensusFormatError,
    );
    const lossy = { write: async () => [] };
    await expect(importCensus({ chunks: [csv("100001,A Inc,100001,C")], asOf: november, sink: lossy })).rejects.toThrow(
      "The sink answered 0 outcomes for 1 writes",
    );
  });
});
