import { SeededRandom } from "@truerate/domain/seeded-random";
import { DEMO_AUTHORITY_CASES, DEMO_DEFAULTS, DEMO_ENTITIES } from "./fmcsa-sample-demo";
import { entityRow, type SampleKind as Kind } from "./fmcsa-sample-entity";

/** A realistic subset of the Company Census File's columns, in its lower-case layout. */
export const SAMPLE_COLUMNS = [
  "dot_number",
  "legal_name",
  "dba_name",
  "carrier_operation",
  "hm_ind",
  "phy_street",
  "phy_city",
  "phy_state",
  "phy_zip",
  "phy_country",
  "phone",
  "email_address",
  "status_code",
  "docket1prefix",
  "docket1",
  "docket1_status_code",
  "carship",
  "classdef",
  "add_date",
  "mcs150_date",
  "crgo_genfreight",
  "crgo_passengers",
  "power_units",
  "total_drivers",
] as const;
export type SampleColumn = (typeof SAMPLE_COLUMNS)[number];
export type SampleRow = Partial<Record<SampleColumn, string>>;
type Row = SampleRow;

/** What `npm run fmcsa:sample` writes by default: the committed sample. */
export const DEFAULT_SAMPLE = {
  path: "data/fmcsa/census-sample-2026-11-01.csv",
  options: { seed: 20261101, brokers: 4700, carriers: 19700, both: 600, shippers: 20 },
} as const;

export interface SampleOptions {
  seed: number;
  /** Broker-only, carrier-only and both: generated entities besides the demo ones. */
  brokers: number;
  carriers: number;
  both: number;
  /** Shippers: neither broker nor carrier, so the importer skips them. */
  shippers: number;
}

/** The header, then every row, generated one at a time so even a 2-million-row file streams. */
export function* sampleCensusRows(options: SampleOptions): Generator<string[]> {
  yield [...SAMPLE_COLUMNS];
  for (const row of sampleEntities(options)) yield toFields(row);
}

/** Every entity of the sample, as census fields by column name, in file order. */
export function* sampleEntities(options: SampleOptions): Generator<Row> {
  const random = new SeededRandom(options.seed);
  const demos = [...DEMO_ENTITIES, ...DEMO_AUTHORITY_CASES.map((demo) => demo.row)];
  const total = options.brokers + options.carriers + options.both + options.shippers + demos.length;
  const numbers = new UniqueNumbers(random, total);
  for (const demo of demos) numbers.reserve(demo.docket1 ?? "", demo.dot_number ?? "");

  for (const demo of DEMO_ENTITIES) {
    const kind: Kind = demo.carship === "B" ? "broker" : "carrier";
    yield { ...entityRow(random, kind, "", ""), ...DEMO_DEFAULTS, ...demo };
  }

  const kinds = shuffled(random, [
    ...repeat<Kind>("broker", options.brokers),
    ...repeat<Kind>("carrier", options.carriers),
    ...repeat<Kind>("both", options.both),
    ...repeat<Kind>("shipper", options.shippers),
  ]);
  // Spread the bad rows evenly; each spoils a fresh row (a conflict reuses the last good MC).
  const badEvery = Math.floor(kinds.length / (BAD_ROWS.length + 1));
  let lastGood: Row = {};
  for (const [position, drawn] of kinds.entries()) {
    const badIndex = badEvery > 0 && (position + 1) % badEvery === 0 ? (position + 1) / badEvery - 1 : -1;
    const spoil = BAD_ROWS[badIndex];
    // A shipper is skipped before validation, so a row chosen to be bad must be a carrier.
    const kind = spoil && drawn === "shipper" ? "carrier" : drawn;
    const row = entityRow(random, kind, numbers.mc(), numbers.dot());
    if (spoil) Object.assign(row, spoil(lastGood));
    else if (kind !== "shipper") lastGood = row;
    yield row;
  }

  // The identity cases last, with filler of their own, so they leave every row above as it was.
  const filler = new SeededRandom(options.seed + 1);
  for (const { row } of DEMO_AUTHORITY_CASES)
    yield { ...entityRow(filler, "broker", "", ""), ...DEMO_DEFAULTS, ...row };
}

/**
 * Deliberately broken rows for the importer's reporter. Each gets the last good row and answers
 * the fields to spoil; the two conflicts reuse its MC number in the same table (same carship).
 */
const BAD_ROWS: Array<(lastGood: Row) => Row> = [
  () => ({ dot_number: "" }),
  () => ({ docket1: "12AB45" }),
  () => ({ legal_name: "" }),
  () => ({ docket1: "" }),
  () => ({ docket1prefix: "MX" }),
  (lastGood) => ({ docket1: lastGood.docket1, carship: lastGood.carship }),
  () => ({ dot_number: "DOT12X" }),
  () => ({ docket1: "123456789" }),
  () => ({ dot_number: "", legal_name: "" }),
  (lastGood) => ({ docket1: lastGood.docket1, carship: lastGood.carship }),
];

/** Unique MC (6-7 digits) and DOT (6-7 digits) numbers; the ranges widen only for huge files. */
class UniqueNumbers {
  private readonly usedMc = new Set<string>();
  private readonly usedDot = new Set<string>();
  private readonly mcMax: number;
  private readonly dotMax: number;

  constructor(
    private readonly random: SeededRandom,
    total: number,
  ) {
    this.mcMax = Math.max(1_999_999, total * 3);
    this.dotMax = Math.max(4_499_999, total * 3);
  }

  reserve(mc: string, dot: string) {
    this.usedMc.add(mc);
    this.usedDot.add(dot);
  }

  mc(): string {
    return this.draw(this.usedMc, this.mcMax);
  }

  dot(): string {
    return this.draw(this.usedDot, this.dotMax);
  }

  private draw(used: Set<string>, max: number): string {
    for (;;) {
      const value = String(this.random.int(100_000, max));
      if (!used.has(value)) {
        used.add(value);
        return value;
      }
    }
  }
}

function repeat<T>(value: T, count: number): T[] {
  return Array.from({ length: count }, () => value);
}

function shuffled<T>(random: SeededRandom, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

function toFields(row: Row): string[] {
  return SAMPLE_COLUMNS.map((column) => row[column] ?? "");
}

/** One CSV line, quoting only the fields that need it (RFC 4180). */
export function formatCsvLine(fields: readonly string[]): string {
  return fields.map((value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)).join(",");
}
