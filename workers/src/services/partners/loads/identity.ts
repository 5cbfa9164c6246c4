import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import type { ServiceContext } from "../../../core/service-context";
import type { PartnerLoadRow } from "../../../db/queries/partner-loads";
import type { BrokerIdentityInput } from "../../broker-identity/broker-verdict";
import { checkBrokersIdentity } from "../../broker-identity/check-brokers";
import { verdictsOfLoads } from "../../broker-identity/verdicts-of-loads";
import type { PartnerPrincipal } from "../principal";

/** The carrier side of a pushed load's document match before any rate confirmation is read. */
const PUSHED_CARRIER_SOURCE = "the partner's push";

/** A load as pushed, before a rate confirmation exists: the push's results and the sandbox's loads. */
export function pushedLoadIdentityInput(broker: BrokerIdentityInput["broker"]): BrokerIdentityInput {
  return { broker, carrier: { name: null, mcNumber: null, source: PUSHED_CARRIER_SOURCE }, printed: null };
}

/**
 * The identity verdicts of a partner's loads, in order, in one batch whatever their number. A live
 * load is decided as the carrier's load page and the admin queue decide it (verdictsOfLoads): with
 * its carrier account and its newest read rate confirmation, so a shared one naming another carrier
 * fails the document match. A sandbox has no documents: its loads answer what the push answered.
 */
export function partnerLoadsIdentity(
  ctx: ServiceContext,
  input: { partner: PartnerPrincipal; rows: readonly PartnerLoadRow[] },
): Promise<IdentityVerdict[]> {
  const brokerOf = (row: PartnerLoadRow) => ({
    name: row.broker_name,
    email: row.broker_email,
    mcNumber: row.broker_mc_number,
  });
  if (input.partner.sandbox)
    return checkBrokersIdentity(
      ctx,
      input.rows.map((row) => pushedLoadIdentityInput(brokerOf(row))),
    );
  return verdictsOfLoads(
    ctx,
    input.rows.map((row) => ({
      id: row.id,
      brokerName: row.broker_name,
      brokerEmail: row.broker_email,
      brokerMcNumber: row.broker_mc_number,
      carrierName: row.carrier_name,
      carrierMcNumber: row.carrier_mc_number,
      carrierRegistryDot: row.carrier_registry_dot,
    })),
  );
}
