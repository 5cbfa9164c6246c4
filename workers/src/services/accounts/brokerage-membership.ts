import type { ServiceContext } from "../../core/service-context";
import { insertBrokerageIfAbsent } from "../../db/queries/accounts";
import type { RegistryRecord } from "./fmcsa-verification";

export { membershipFor } from "../../db/queries/accounts";

/**
 * A broker belongs to the brokerage (tenant) of their MC number. The first broker of a brokerage
 * creates it from the FMCSA record; later ones join. Both statements go in the user's batch, so two
 * brokers registering at once end in the same tenant (the MC number is unique among brokerages).
 */
export function ensureBrokerage(ctx: ServiceContext, record: RegistryRecord) {
  return insertBrokerageIfAbsent(ctx.db, {
    name: record.companyName,
    mcNumber: record.mcNumber,
    dotNumber: record.dotNumber,
    fmcsaBrokerId: record.id,
    createdAt: new Date(ctx.now()),
  });
}
