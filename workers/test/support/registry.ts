import { env } from "cloudflare:workers";

export interface RegistryRecord {
  id: string;
  companyName: string;
  mcNumber: string;
  dotNumber: string;
  status: string | null;
}

const offset = Math.floor(Math.random() * 400_000);
let counter = 0;

/** Digits unique within a test file (storage is isolated per file), so MC and DOT numbers never collide. */
export function uniqueDigits(length: 6 | 7 | 8): string {
  counter += 1;
  return String(10 ** (length - 1) + offset + counter);
}

/** A registry row written directly: the importer is another issue's work. */
export async function insertRegistryRecord(
  kind: "carrier" | "broker",
  overrides: Partial<RegistryRecord> = {},
): Promise<RegistryRecord> {
  const record: RegistryRecord = {
    id: crypto.randomUUID(),
    companyName: `${kind === "broker" ? "Brokerage" : "Trucking"} ${uniqueDigits(6)} LLC`,
    mcNumber: `MC${uniqueDigits(6)}`,
    dotNumber: uniqueDigits(7),
    status: "A",
    ...overrides,
  };
  const table = kind === "broker" ? "fmcsa_brokers" : "fmcsa_carriers";
  await env.DB.prepare(
    `INSERT INTO ${table} (id, company_name, mc_number, dot_number, status, search_text) VALUES (?1, ?2, ?3, ?4, ?5, ?6)`,
  )
    .bind(
      record.id,
      record.companyName,
      record.mcNumber,
      record.dotNumber,
      record.status,
      record.companyName.toLowerCase(),
    )
    .run();
  return record;
}
