// What the broker identity checks read beside the registry (services/broker-identity): the load and
// its carrier, the registered brokerages' domains, the rate confirmation's reading, the reports
// that named the MC. The registry's own reads are in queries/fmcsa.ts.
import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { brokerages, documentReadings, documents, loads, users } from "../schema";
import { haulingCarrier, haulingCarrierDot } from "./hauling-carrier";

/** A load as the identity checks read it: its broker, and the carrier that hauled it (hauling-carrier.ts). */
export async function identityLoad(db: Database, loadId: string) {
  const [row] = await db
    .select({
      id: loads.id,
      userId: loads.userId,
      brokerName: loads.brokerName,
      brokerEmail: loads.brokerEmail,
      brokerMcNumber: loads.brokerMcNumber,
      brokerageId: loads.brokerageId,
      carrierName: haulingCarrier("company_name"),
      carrierMcNumber: haulingCarrier("mc_number"),
      carrierRegistryDot: haulingCarrierDot(),
    })
    .from(loads)
    .leftJoin(users, eq(users.id, loads.userId))
    .where(eq(loads.id, loadId))
    .limit(1);
  return row;
}

/** Every registered brokerage with an e-mail domain: what a look-alike domain may imitate. */
export async function brokerageDomains(db: Database) {
  return db
    .select({
      id: brokerages.id,
      name: brokerages.name,
      mcNumber: brokerages.mcNumber,
      emailDomain: brokerages.emailDomain,
    })
    .from(brokerages)
    .where(isNotNull(brokerages.emailDomain));
}

/** The registered brokerage under an MC, whether it gave a domain or not. */
export async function brokerageOfMc(db: Database, mcNumber: string) {
  const [row] = await db
    .select({
      id: brokerages.id,
      name: brokerages.name,
      mcNumber: brokerages.mcNumber,
      emailDomain: brokerages.emailDomain,
    })
    .from(brokerages)
    .where(eq(brokerages.mcNumber, mcNumber))
    .limit(1);
  return row;
}

/** The fields the reader read in the load's newest rate confirmation, or none. */
export async function latestRateConfirmationFields(db: Database, loadId: string) {
  const [row] = await db
    .select({ fields: documentReadings.fields, readAt: documentReadings.readAt })
    .from(documentReadings)
    .innerJoin(documents, eq(documents.id, documentReadings.documentId))
    .where(
      and(
        eq(documents.loadId, loadId),
        eq(documents.documentType, "rate_confirmation"),
        eq(documentReadings.status, "read"),
      ),
    )
    .orderBy(desc(documentReadings.readAt))
    .limit(1);
  return row;
}

/**
 * The counted reports since `since` that named the MC, under any of the broker's keys (`mc:<MC>`, or
 * its brokerage's): the broker key leads the loads_broker_invoiced_idx index.
 */
export async function reportsNamingMc(
  db: Database,
  input: { mcNumber: string; brokerKeys: readonly string[]; since: Date },
) {
  return db
    .select({
      carrierKey: loads.carrierKey,
      brokerEmail: loads.brokerEmail,
      brokerName: loads.brokerName,
      uploadedAt: loads.uploadedAt,
    })
    .from(loads)
    .where(
      and(
        inArray(loads.brokerKey, [...input.brokerKeys]),
        eq(loads.brokerMcNumber, input.mcNumber),
        eq(loads.reviewStatus, "counted"),
        gte(loads.uploadedAt, input.since),
      ),
    );
}

/**
 * A page of loads to check, newest upload first, strictly after the keyset position `before` (upload
 * time, then id): the admin queue of failing identities scans these (services/broker-identity/flagged-loads.ts).
 */
export async function loadsToCheck(db: Database, input: { before: { at: Date; id: string } | null; limit: number }) {
  const before = input.before;
  return db
    .select({
      id: loads.id,
      loadNumber: loads.loadNumber,
      uploadedAt: loads.uploadedAt,
      brokerName: loads.brokerName,
      brokerEmail: loads.brokerEmail,
      brokerMcNumber: loads.brokerMcNumber,
      carrierName: haulingCarrier("company_name"),
      carrierMcNumber: haulingCarrier("mc_number"),
      carrierRegistryDot: haulingCarrierDot(),
    })
    .from(loads)
    .leftJoin(users, eq(users.id, loads.userId))
    .where(
      before
        ? or(lt(loads.uploadedAt, before.at), and(eq(loads.uploadedAt, before.at), lt(loads.id, before.id)))
        : undefined,
    )
    .orderBy(desc(loads.uploadedAt), desc(loads.id))
    .limit(input.limit);
}

/** The read rate confirmations of the loads listed, newest reading first (bound as one JSON array). */
export async function rateConfirmationFieldsOfLoads(db: Database, loadIds: readonly string[]) {
  return db
    .select({ loadId: documents.loadId, fields: documentReadings.fields })
    .from(documentReadings)
    .innerJoin(documents, eq(documents.id, documentReadings.documentId))
    .where(
      and(
        inArray(documents.loadId, sql`(SELECT value FROM json_each(${JSON.stringify(loadIds)}))`),
        eq(documents.documentType, "rate_confirmation"),
        eq(documentReadings.status, "read"),
      ),
    )
    .orderBy(desc(documentReadings.readAt));
}
