import { readFile } from "node:fs/promises";
import path from "node:path";
import { authorityCheck, type RegistryLookup } from "@truerate/domain/brokers/identity/authority";
import { authorityAgeCheck } from "@truerate/domain/brokers/identity/authority-age";
import { beforeAll, describe, expect, it } from "vitest";
import { MemoryAuthorityHistorySink } from "./lib/fmcsa/authority-history-sink";
import { importAuthorityHistory } from "./lib/fmcsa/import-authority-history";
import { importCensus, type RejectedRow } from "./lib/fmcsa/import-census";
import { MemoryRegistrySink } from "./lib/fmcsa/registry-sink";
import { AUTHORITY_HISTORY_SAMPLE_PATH, sampleAuthorityHistoryRows } from "./lib/fmcsa-sample-authority";
import { DEFAULT_SAMPLE, formatCsvLine } from "./lib/fmcsa-sample-census";

const ROOT = path.resolve(import.meta.dirname, "..");
const AS_OF = new Date("2026-11-01T00:00:00Z");
const committed = (file: string) => readFile(path.join(ROOT, file), "utf8");

async function importedSamples() {
  const census = new MemoryRegistrySink();
  await importCensus({ chunks: [await committed(DEFAULT_SAMPLE.path)], asOf: AS_OF, sink: census });
  const history = new MemoryAuthorityHistorySink();
  const rejected: RejectedRow[] = [];
  const summary = await importAuthorityHistory({
    chunks: [await committed(AUTHORITY_HISTORY_SAMPLE_PATH)],
    asOf: AS_OF,
    sourceFile: path.basename(AUTHORITY_HISTORY_SAMPLE_PATH),
    sink: history,
    onRejected: (row) => rejected.push(row),
  });
  return { census, history, summary, rejected };
}

/** What the identity checks read for an MC, from the two imported samples. */
type Samples = Awaited<ReturnType<typeof importedSamples>>;

function lookupOf(samples: Samples, mcNumber: string): RegistryLookup {
  const broker = [...samples.census.tables.broker.values()].find((row) => row.mcNumber === mcNumber) ?? null;
  const file = { name: path.basename(AUTHORITY_HISTORY_SAMPLE_PATH), asOf: AS_OF.getTime() };
  return {
    mcNumber,
    census: { name: path.basename(DEFAULT_SAMPLE.path), asOf: AS_OF.getTime() },
    broker,
    carrierName: null,
    history: {
      file,
      grants: [...samples.history.rows.values()]
        .filter((row) => row.mcNumber === mcNumber)
        .map((row) => ({
          authorityType: row.authorityType,
          originalAction: row.originalAction,
          servedAt: row.originalServedAt,
          dispositionAction: row.dispositionAction,
          dispositionAt: row.dispositionServedAt,
        })),
    },
  };
}

describe("the committed FMCSA authority history sample", () => {
  // Both samples are imported once (about 30,000 rows, seconds on a busy machine) for the tests that read them.
  let samples: Samples;
  beforeAll(async () => {
    samples = await importedSamples();
  }, 60_000);

  it("is exactly what the generator writes (regenerate with npm run fmcsa:sample)", async () => {
    let generated = "";
    for (const fields of sampleAuthorityHistoryRows(DEFAULT_SAMPLE.options)) generated += `${formatCsvLine(fields)}\n`;
    expect(generated === (await committed(AUTHORITY_HISTORY_SAMPLE_PATH)), "the committed sample is stale").toBe(true);
  });

  it("imports without a rejected row: broker authority for every broker, common authority beside it for those that are both", async () => {
    const { summary, rejected, history, census } = samples;
    expect(rejected, JSON.stringify(rejected.slice(0, 5))).toEqual([]);
    expect(summary.imported).toBe(summary.rowsRead);
    const types = new Set([...history.rows.values()].map((row) => row.authorityType));
    expect([...types].sort()).toEqual(["broker", "common", "contract"]);
    const withBrokerAuthority = new Set(
      [...history.rows.values()].filter((row) => row.authorityType === "broker").map((row) => row.mcNumber),
    );
    for (const broker of census.tables.broker.values()) expect(withBrokerAuthority.has(broker.mcNumber)).toBe(true);
  });

  it("holds the demo's identity cases: two authorities three weeks old, two revoked", async () => {
    const at = AS_OF.getTime();
    for (const mc of ["MC1390021", "MC1390022"]) {
      const lookup = lookupOf(samples, mc);
      expect(authorityCheck(lookup, at).outcome).toBe("pass");
      const age = authorityAgeCheck({ ...lookup, registeredOnTrueRate: false }, at);
      expect(age.outcome, age.sentence).toBe("fail");
      expect(age.sentence).toContain("21 days");
    }
    for (const mc of ["MC1187001", "MC1187002"]) {
      const check = authorityCheck(lookupOf(samples, mc), at);
      expect(check.outcome, check.sentence).toBe("fail");
      expect(check.sentence).toContain("revoked or inactive");
    }
    const demoFreight = authorityAgeCheck({ ...lookupOf(samples, "MC1234567"), registeredOnTrueRate: true }, at);
    expect(demoFreight.outcome, demoFreight.sentence).toBe("pass");
  });
});
