import { brokerKey } from "@truerate/domain/reports/attribution";
import type { ServiceContext } from "../../core/service-context";
import {
  brokerageIdOfUser,
  brokerageOfId,
  brokerMemberEmails,
  linkLoadsToBrokerage,
  unregisteredLoadsNaming,
} from "../../db/queries/brokerages";
import { auditRecord } from "../audit/audit";
import { queueLoadRequests } from "../load-requests/request-job";
import { type BrokerageMatch, matchBrokerages } from "../loads/match-brokerage";

/** The unregistered loads one late match looks at; a brokerage naming more is matched over several events. */
const LATE_MATCH_LIMIT = 500;

/**
 * Links the unregistered loads that name brokerage `brokerageId` to it, when the brokerage is
 * created or a broker's membership is approved. A load is linked exactly when matchBrokerages, the
 * upload's own rule (MC number, a member's e-mail, or normalised name plus e-mail domain), now
 * names this brokerage. The deadline keeps running as it was; documents already sent through the
 * response link and any compliance outcome follow the load to the tenant; the brokerage's members
 * are sent the load's request (keyed per address, so nobody is mailed twice). Returns the load ids.
 */
export async function linkUnregisteredLoads(ctx: ServiceContext, brokerageId: string | null): Promise<string[]> {
  if (!brokerageId) return [];
  const brokerage = await brokerageOfId(ctx.db, brokerageId);
  if (!brokerage) return [];
  const members = await brokerMemberEmails(ctx.db, brokerageId);
  const candidates = await unregisteredLoadsNaming(ctx.db, {
    mcNumber: brokerage.mcNumber,
    emails: members.map((member) => member.email.toLowerCase()),
    emailDomain: brokerage.emailDomain,
    limit: LATE_MATCH_LIMIT,
  });

  const matched: { id: string; brokerEmail: string; brokerUserId: string | null; matchedBy: string | null }[] = [];
  const matches = await matchBrokerages(ctx, {
    brokers: candidates.map((load) => ({ ...load, brokerMcNumber: load.brokerMcNumber ?? undefined })),
  });
  for (const [index, load] of candidates.entries()) {
    const match = matches[index] as BrokerageMatch;
    if (match.brokerageId === brokerageId)
      matched.push({
        id: load.id,
        brokerEmail: load.brokerEmail,
        brokerUserId: match.brokerUserId,
        matchedBy: match.matchedBy,
      });
  }
  if (matched.length === 0) return [];

  const now = new Date(ctx.now());
  const ids = matched.map((load) => load.id);
  await linkLoadsToBrokerage(ctx.db, {
    brokerageId,
    loads: matched.map((load) => ({
      id: load.id,
      brokerUserId: load.brokerUserId,
      // The broker is now one registered company, as new loads naming it are.
      brokerKey: brokerKey({ brokerageId, email: load.brokerEmail }),
    })),
    audits: matched.map((load) =>
      auditRecord(ctx, {
        actorUserId: ctx.actor?.userId ?? null,
        action: "load.late_matched",
        entityType: "load",
        entityId: load.id,
        details: { brokerageId, matchedBy: load.matchedBy },
        at: now,
      }),
    ),
  });
  await queueLoadRequests(ctx.env.NOTIFICATIONS, ids, ctx.logger);
  return ids;
}

/** Late matching after the change that caused it is committed: a failure is logged, never the caller's. */
export async function linkUnregisteredLoadsAfter(ctx: ServiceContext, brokerageId: string | null): Promise<void> {
  try {
    await linkUnregisteredLoads(ctx, brokerageId);
  } catch (error) {
    ctx.logger.error("late_match_failed", { brokerageId, error: String(error) });
  }
}

/** The brokerage broker `userId` is now a member of, if any. */
export async function memberBrokerageOf(ctx: ServiceContext, userId: string): Promise<string | null> {
  return brokerageIdOfUser(ctx.db, userId);
}
