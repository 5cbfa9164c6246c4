import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { brokerages } from "../../db/schema";
import type { RegistryRecord } from "./fmcsa-verification";

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

/**
 * The membership columns of broker `userId` entering the brokerage of `mcNumber`, as SQL evaluated
 * in the same batch as `ensureBrokerage`. MC and DOT numbers are public, so knowing them is not
 * enough: a broker becomes a member at once only when the brokerage has no other member (they
 * created it, or its members are gone); otherwise the join waits for a member's approval.
 */
export function membershipFor(mcNumber: string, userId: string) {
  const hasOtherMembers = sql`EXISTS (SELECT 1 FROM users m WHERE m.brokerage_id = b.id AND m.id <> ${userId})`;
  return {
    brokerageId: sql`(SELECT b.id FROM brokerages b WHERE b.mc_number = ${mcNumber} AND NOT ${hasOtherMembers})`,
    pendingBrokerageId: sql`(SELECT b.id FROM brokerages b WHERE b.mc_number = ${mcNumber} AND ${hasOtherMembers})`,
  };
}
