import { ADMIN_CONSOLE_MESSAGES, BROKERAGE_RECENT_LOADS } from "@truerate/domain/admin-console";
import { normalizeMcNumber } from "@truerate/domain/validation/load";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { brokerages, complaints, documents, fmcsaBrokers, loads, users } from "../../db/schema";
import { requireAdministrator } from "../access/admin";
import { brokerageFiguresOf, loadBrokerKey } from "./brokerage-figures";

/**
 * One brokerage by MC number, registered or not: its FMCSA record, compliance figures, broker
 * users, its newest loads and the complaints filed about it. Unknown everywhere answers 404.
 */
export async function brokerageDetails(ctx: ServiceContext, input: { mcNumber: string }) {
  requireAdministrator(ctx);
  const mcNumber = normalizeMcNumber(input.mcNumber);
  if (!mcNumber) throw notFound(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);
  const { db } = ctx;
  const member = sql<number>`${users.brokerageId} IS ${brokerages.id}`;
  const [registry, tenant, brokerRows, recentLoads, filed] = await db.batch([
    db
      .select({
        companyName: fmcsaBrokers.companyName,
        dotNumber: fmcsaBrokers.dotNumber,
        city: fmcsaBrokers.city,
        state: fmcsaBrokers.state,
        status: fmcsaBrokers.status,
        address: fmcsaBrokers.address,
        zipCode: fmcsaBrokers.zipCode,
        phoneNumber: fmcsaBrokers.phoneNumber,
      })
      .from(fmcsaBrokers)
      .where(eq(fmcsaBrokers.mcNumber, mcNumber)),
    db
      .select({ id: brokerages.id, name: brokerages.name, dotNumber: brokerages.dotNumber })
      .from(brokerages)
      .where(eq(brokerages.mcNumber, mcNumber)),
    // Members first, then users whose join waits for approval, each oldest first.
    db
      .select({
        email: users.email,
        createdAt: users.createdAt,
        verified: users.verified,
        subscriptionStatus: users.subscriptionStatus,
        member,
      })
      .from(users)
      .innerJoin(brokerages, or(eq(brokerages.id, users.brokerageId), eq(brokerages.id, users.pendingBrokerageId)))
      .where(and(eq(brokerages.mcNumber, mcNumber), eq(users.userType, "broker")))
      .orderBy(desc(member), users.createdAt),
    db
      .select({
        loadId: loads.id,
        loadNumber: loads.loadNumber,
        date: loads.date,
        pickupCity: loads.pickupCity,
        pickupState: loads.pickupState,
        deliveryCity: loads.deliveryCity,
        deliveryState: loads.deliveryState,
        brokerEmail: loads.brokerEmail,
        brokerName: loads.brokerName,
        status: loads.complianceStatus,
        documentCount: sql<number>`(SELECT count(*) FROM ${documents} WHERE ${documents.loadId} = ${loads.id})`,
      })
      .from(loads)
      .leftJoin(brokerages, eq(brokerages.id, loads.brokerageId))
      .where(eq(loadBrokerKey, mcNumber))
      .orderBy(desc(loads.uploadedAt), desc(loads.id))
      .limit(BROKERAGE_RECENT_LOADS),
    db
      .select({
        id: complaints.id,
        loadId: complaints.loadId,
        loadNumber: loads.loadNumber,
        nccdbComplaintId: complaints.nccdbComplaintId,
        outcome: complaints.outcome,
        filedAt: complaints.filedAt,
        brokerReply: complaints.brokerReply,
      })
      .from(complaints)
      .innerJoin(loads, eq(loads.id, complaints.loadId))
      .where(eq(complaints.brokerMcNumber, mcNumber))
      .orderBy(desc(complaints.filedAt)),
  ]);
  const [record] = registry;
  const [tenantRecord] = tenant;
  if (!record && !tenantRecord && recentLoads.length === 0) throw notFound(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);
  const figures = await brokerageFiguresOf(db, mcNumber, ctx.now());

  return {
    mcNumber,
    companyName: tenantRecord?.name ?? record?.companyName ?? recentLoads[0]?.brokerName ?? mcNumber,
    dotNumber: tenantRecord?.dotNumber ?? record?.dotNumber ?? null,
    registered: Boolean(tenantRecord),
    fmcsa: record ?? null,
    ...figures,
    brokerCount: brokerRows.filter((broker) => broker.member).length,
    pendingBrokerCount: brokerRows.filter((broker) => !broker.member).length,
    brokers: brokerRows.map((broker) => ({
      email: broker.email,
      membership: broker.member ? ("member" as const) : ("pending" as const),
      createdAt: broker.createdAt.toISOString(),
      verified: Boolean(broker.verified),
      subscriptionStatus: broker.subscriptionStatus,
    })),
    recentLoads: recentLoads.map((load) => ({
      loadId: load.loadId,
      loadNumber: load.loadNumber,
      date: load.date,
      pickupLocation: `${load.pickupCity}, ${load.pickupState}`,
      deliveryLocation: `${load.deliveryCity}, ${load.deliveryState}`,
      brokerEmail: load.brokerEmail,
      status: load.status,
      documentCount: load.documentCount,
    })),
    complaints: filed.map((complaint) => ({ ...complaint, filedAt: complaint.filedAt.toISOString() })),
  };
}
