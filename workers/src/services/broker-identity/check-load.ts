import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import type { DocumentFields, ReadField } from "@truerate/domain/documents/reading/types";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { identityLoad, latestRateConfirmationFields } from "../../db/queries/broker-identity";
import { actorOf, LOAD_ACCESS_MESSAGES } from "../access/loads";
import type { BrokerIdentityInput } from "./broker-verdict";
import { checkBrokerIdentity } from "./check-broker";

/** Where the carrier's own name and MC come from in the document match. */
export const CARRIER_ACCOUNT_SOURCE = "the carrier's account on TrueRate";

/**
 * The document match's carrier: the hauler's name and MC (db/queries/hauling-carrier.ts), sourced to the
 * reporting account, or to the census record of the carrier a partner pushed the load for.
 */
export function haulerOfLoad(load: {
  carrierName: string | null;
  carrierMcNumber: string | null;
  carrierRegistryDot: string | null;
}): BrokerIdentityInput["carrier"] {
  return {
    name: load.carrierName,
    mcNumber: load.carrierMcNumber,
    source:
      load.carrierRegistryDot === null
        ? CARRIER_ACCOUNT_SOURCE
        : `the FMCSA census record of USDOT ${load.carrierRegistryDot}, the carrier the load was pushed for`,
  };
}

const printedOf = (field: ReadField<string> | null) => (field ? { value: field.value, page: field.page } : null);

/** What a reading of a rate confirmation prints, for the document match; null when none was read. */
export function printedFields(reading: unknown): BrokerIdentityInput["printed"] {
  const fields = (reading ?? null) as DocumentFields | null;
  return (
    fields && {
      brokerName: printedOf(fields.brokerName),
      brokerMcNumber: printedOf(fields.brokerMcNumber),
      carrierName: printedOf(fields.carrierName),
      carrierMcNumber: printedOf(fields.carrierMcNumber),
    }
  );
}

/**
 * The identity checks of a load's broker, for the carrier who reported the load or an administrator;
 * anyone else gets the 404 of an unknown load, so ids cannot be probed.
 */
export async function checkLoadIdentity(ctx: ServiceContext, input: { loadId: string }): Promise<IdentityVerdict> {
  const actor = actorOf(ctx);
  const load = await identityLoad(ctx.db, input.loadId);
  if (!load || (load.userId !== actor.userId && !actor.isAdmin)) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  const reading = await latestRateConfirmationFields(ctx.db, load.id);
  return checkBrokerIdentity(ctx, {
    broker: { name: load.brokerName, email: load.brokerEmail, mcNumber: load.brokerMcNumber },
    carrier: haulerOfLoad(load),
    printed: printedFields(reading?.fields),
  });
}
