import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import type { ServiceContext } from "../../core/service-context";
import { rateConfirmationFieldsOfLoads } from "../../db/queries/broker-identity";
import { checkBrokersIdentity } from "./check-brokers";
import { haulerOfLoad, printedFields } from "./check-load";

/** A stored load as the checks read it: the broker as reported and the carrier that hauled it (haulerOfLoad). */
export interface StoredLoadToCheck {
  id: string;
  brokerName: string;
  brokerEmail: string | null;
  brokerMcNumber: string | null;
  carrierName: string | null;
  carrierMcNumber: string | null;
  carrierRegistryDot: string | null;
}

/**
 * The identity verdicts of stored loads, in order, whatever their number: the newest read rate
 * confirmation of each in one statement, then one batch of checks (check-brokers.ts). The admin
 * queue, the broker profile's identity events and its disputes all decide a load this way.
 */
export async function verdictsOfLoads(
  ctx: ServiceContext,
  loads: readonly StoredLoadToCheck[],
): Promise<IdentityVerdict[]> {
  if (loads.length === 0) return [];
  const readings = await rateConfirmationFieldsOfLoads(
    ctx.db,
    loads.map((load) => load.id),
  );
  // Readings come newest first: the first of a load is the one that counts.
  const newest = new Map<string, unknown>();
  for (const reading of readings)
    if (reading.loadId && !newest.has(reading.loadId)) newest.set(reading.loadId, reading.fields);
  return checkBrokersIdentity(
    ctx,
    loads.map((load) => ({
      broker: { name: load.brokerName, email: load.brokerEmail, mcNumber: load.brokerMcNumber },
      carrier: haulerOfLoad(load),
      printed: printedFields(newest.get(load.id)),
    })),
  );
}

/** The checks of a verdict that fail: what makes a load an identity fail. */
export const failingChecks = (verdict: IdentityVerdict | undefined) =>
  verdict?.checks.filter((check) => check.outcome === "fail") ?? [];
