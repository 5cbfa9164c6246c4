import { ADMIN_CONSOLE_MESSAGES, BROKERAGE_RECENT_LOADS } from "@truerate/domain/admin-console";
import { normalizeMcNumber } from "@truerate/domain/validation/load";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { brokerageRecordOfMc } from "../../db/queries/admin-brokerages";
import { requireAdministrator } from "../access/admin";
import { brokerageFiguresOf } from "./brokerage-figures";

/**
 * One brokerage by MC number, registered or not: its FMCSA record, compliance figures, broker
 * users, its newest loads and the complaints filed about it. Unknown everywhere answers 404.
 */
export async function brokerageDetails(ctx: ServiceContext, input: { mcNumber: string }) {
  requireAdministrator(ctx);
  const mcNumber = normalizeMcNumber(input.mcNumber);
  if (!mcNumber) throw notFound(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);
  const {
    registry,
    tenant,
    brokers: brokerRows,
    recentLoads,
    complaints: filed,
  } = await brokerageRecordOfMc(ctx.db, { mcNumber, recentLoads: BROKERAGE_RECENT_LOADS });
  const [record] = registry;
  const [tenantRecord] = tenant;
  if (!record && !tenantRecord && recentLoads.length === 0) throw notFound(ADMIN_CONSOLE_MESSAGES.brokerageNotFound);
  const figures = await brokerageFiguresOf(ctx, { key: mcNumber, now: ctx.now() });

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
