// The carrier a partner names on a pushed load, checked against the FMCSA registry: a TMS serves
// many carriers, and each counts as its own company only when the registry says it is one.
import { carrierKey } from "@truerate/domain/reports/attribution";
import type { ServiceContext } from "../../core/service-context";
import { type RegistryRow, registryRowsOf } from "../../db/queries/reports";
import { CARRIER_MESSAGES, type PushedCarrier } from "../../schemas/v1/pushed-carrier";

const INACTIVE = new Set(["I", "INACTIVE"]);

/**
 * Each item's carrier key, or its field errors. Items that name no carrier are the linked carrier
 * account's (`fallback`), or refused when the organisation has none. One statement for the batch.
 */
export async function resolvePushedCarriers(
  ctx: ServiceContext,
  { carriers, fallback }: { carriers: readonly PushedCarrier[]; fallback: string | null },
): Promise<({ key: string } | { errors: Record<string, string[]> })[]> {
  const dots = carriers.flatMap((carrier) => (carrier.carrierDotNumber ? [carrier.carrierDotNumber] : []));
  const mcs = carriers.flatMap((carrier) => (carrier.carrierMcNumber ? [carrier.carrierMcNumber] : []));
  const rows =
    dots.length + mcs.length === 0
      ? []
      : await registryRowsOf(ctx.env.DB, { dots: [...new Set(dots)], mcs: [...new Set(mcs)] });
  const find = (kind: RegistryRow["kind"], field: "dotNumber" | "mcNumber", value: string) =>
    rows.find((row) => row.kind === kind && row[field] === value);

  return carriers.map((carrier) => {
    const [field, column, value] = carrier.carrierDotNumber
      ? (["carrierDotNumber", "dotNumber", carrier.carrierDotNumber] as const)
      : carrier.carrierMcNumber
        ? (["carrierMcNumber", "mcNumber", carrier.carrierMcNumber] as const)
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
      return { errors: { [field]: [CARRIER_MESSAGES.inactive(found.companyName)] } };
    return { key: carrierKey({ dotNumber: found.dotNumber }) };
  });
}
