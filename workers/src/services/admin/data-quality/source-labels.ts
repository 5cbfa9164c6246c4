import type { ServiceContext } from "../../../core/service-context";
import { sourceNames } from "../../../db/queries/admin-data-quality";

export type SourceKind = "carrier" | "partner";

export interface SourceLabel {
  kind: SourceKind;
  label: string;
}

const PARTNER_PREFIX = "partner:";
const CARRIER_PREFIX = "carrier:";

/** `partner:<organisationId>` or `carrier:<userId>` (domain/reports/attribution.ts). */
export function sourceKindOf(sourceKey: string): SourceKind {
  return sourceKey.startsWith(PARTNER_PREFIX) ? "partner" : "carrier";
}

/**
 * A readable name per source key: the partner organisation's name, or the carrier's company name
 * (its e-mail when it gave none; "Deleted account" once the account is gone), in one round trip.
 */
export async function sourceLabels(
  ctx: ServiceContext,
  sourceKeys: readonly string[],
): Promise<Map<string, SourceLabel>> {
  const keys = [...new Set(sourceKeys)];
  const userIds = keys.filter((key) => key.startsWith(CARRIER_PREFIX)).map((key) => key.slice(CARRIER_PREFIX.length));
  const organisationIds = keys
    .filter((key) => key.startsWith(PARTNER_PREFIX))
    .map((key) => key.slice(PARTNER_PREFIX.length));
  const { carriers, partners } = await sourceNames(ctx.db, { userIds, organisationIds });
  const carrierNames = new Map(carriers.map((row) => [row.id, row.companyName || row.email]));
  const partnerNames = new Map(partners.map((row) => [row.id, row.name]));
  const labels = new Map<string, SourceLabel>();
  for (const key of keys) {
    const kind = sourceKindOf(key);
    const id = key.slice(kind === "partner" ? PARTNER_PREFIX.length : CARRIER_PREFIX.length);
    const name = kind === "partner" ? partnerNames.get(id) : carrierNames.get(id);
    labels.set(key, { kind, label: name ?? (kind === "partner" ? "Unknown partner" : "Deleted account") });
  }
  return labels;
}
