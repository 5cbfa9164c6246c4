// The carrier a partner names on a pushed load, checked against the FMCSA registry: a TMS serves
// many carriers, and each counts as its own company only when the registry says it is one.
import type { CompanyKind } from "@truerate/domain/enums";
import { carrierKey } from "@truerate/domain/reports/attribution";
import { CARRIER_MESSAGES, type PushedCarrier } from "../../schemas/v1/pushed-carrier";

interface RegistryRow {
  kind: CompanyKind;
  dot_number: string;
  mc_number: string;
  company_name: string;
  status: string | null;
}

const INACTIVE = new Set(["I", "INACTIVE"]);

/**
 * Each item's carrier key, or its field errors. Items that name no carrier are the linked carrier
 * account's (`fallback`), or refused when the organisation has none. One statement for the batch.
 */
/**
 * Raw: the pushed numbers travel as two JSON parameters (json_each), since a push's hundreds would
 * pass D1's 100 bound parameters; both registries in one statement, each row marked by its kind.
 */
const REGISTRY_ROWS_SQL = `SELECT 'carrier' AS kind, dot_number, mc_number, company_name, status FROM fmcsa_carriers
    WHERE dot_number IN (SELECT value FROM json_each(?1)) OR mc_number IN (SELECT value FROM json_each(?2))
  UNION ALL
  SELECT 'broker', dot_number, mc_number, company_name, status FROM fmcsa_brokers
    WHERE dot_number IN (SELECT value FROM json_each(?1)) OR mc_number IN (SELECT value FROM json_each(?2))`;

export async function resolvePushedCarriers(
  db: D1Database,
  carriers: readonly PushedCarrier[],
  fallback: string | null,
): Promise<({ key: string } | { errors: Record<string, string[]> })[]> {
  const dots = carriers.flatMap((carrier) => (carrier.carrierDotNumber ? [carrier.carrierDotNumber] : []));
  const mcs = carriers.flatMap((carrier) => (carrier.carrierMcNumber ? [carrier.carrierMcNumber] : []));
  const rows =
    dots.length + mcs.length === 0
      ? []
      : (
          await db
            .prepare(REGISTRY_ROWS_SQL)
            .bind(JSON.stringify([...new Set(dots)]), JSON.stringify([...new Set(mcs)]))
            .all<RegistryRow>()
        ).results;
  const find = (kind: RegistryRow["kind"], field: "dot_number" | "mc_number", value: string) =>
    rows.find((row) => row.kind === kind && row[field] === value);

  return carriers.map((carrier) => {
    const [field, column, value] = carrier.carrierDotNumber
      ? (["carrierDotNumber", "dot_number", carrier.carrierDotNumber] as const)
      : carrier.carrierMcNumber
        ? (["carrierMcNumber", "mc_number", carrier.carrierMcNumber] as const)
        : ([null, null, null] as const);
    if (!field) return fallback ? { key: fallback } : { errors: { carrierDotNumber: [CARRIER_MESSAGES.required] } };
    const found = find("carrier", column, value);
    if (!found) {
      const label = field === "carrierDotNumber" ? "USDOT number" : "MC number";
      const message = find("broker", column, value)
        ? CARRIER_MESSAGES.broker(label, value)
        : CARRIER_MESSAGES.unknown(label, value);
      return { errors: { [field]: [message] } };
    }
    if (INACTIVE.has((found.status ?? "").toUpperCase()))
      return { errors: { [field]: [CARRIER_MESSAGES.inactive(found.company_name)] } };
    return { key: carrierKey({ dotNumber: found.dot_number }) };
  });
}
