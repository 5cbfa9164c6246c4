import { sql } from "drizzle-orm";
import { brokerages } from "../../db/schema";
import type { ServiceContext } from "../../http/service-context";
import type { RegistryRecord } from "../auth/fmcsa-verification";

/**
 * A broker belongs to the brokerage (tenant) of their MC number. The first broker of a brokerage
 * creates it from the FMCSA record; later ones join. Both statements go in the user's batch, so two
 * brokers registering at once end in the same tenant (the MC number is unique among brokerages).
 */
export function ensureBrokerage(ctx: ServiceContext, record: RegistryRecord) {
  return ctx.db
    .insert(brokerages)
    .values({
      name: record.companyName,
      mcNumber: record.mcNumber,
      dotNumber: record.dotNumber,
      fmcsaBrokerId: record.id,
      createdAt: new Date(ctx.now()),
    })
    .onConflictDoNothing({ target: brokerages.mcNumber });
}

/** The tenant id for a user row written in the same batch as `ensureBrokerage`. */
export const brokerageIdFor = (mcNumber: string) => sql`(SELECT id FROM brokerages WHERE mc_number = ${mcNumber})`;
