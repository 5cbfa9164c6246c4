import { and, desc, eq, inArray } from "drizzle-orm";
import { documents, loads, users } from "../../db/schema";
import type { CARRIER_APPROVAL_STATUSES } from "../../domain/enums";
import type { ServiceContext } from "../../http/service-context";
import { requireBroker } from "./access";
import { carrierLoadView } from "./load-views";

/** The newest matched loads a brokerage sees at once. */
export const BROKERAGE_LOADS_LIMIT = 500;

type SentDocument = {
  id: string;
  fileName: string;
  isShared: boolean;
  carrierApprovalStatus: (typeof CARRIER_APPROVAL_STATUSES)[number];
};

/**
 * The loads matched to the caller's brokerage, newest first, with the carrier who hauled each and
 * the documents this brokerage sent for it (a carrier's own files stay private to the carrier).
 * Scoped by the session's brokerage only: no parameter can widen it.
 */
export async function listBrokerageLoads({ ctx }: { ctx: ServiceContext }) {
  const actor = requireBroker(ctx);
  const brokerageId = actor.brokerageId;
  if (!brokerageId) return [];
  const ofBrokerage = eq(loads.brokerageId, brokerageId);
  const newestFirst = [desc(loads.uploadedAt), desc(loads.id)];

  const [rows, sent] = await ctx.db.batch([
    ctx.db
      .select({ load: loads, carrierCompanyName: users.companyName, carrierMcNumber: users.mcNumber })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(ofBrokerage)
      .orderBy(...newestFirst)
      .limit(BROKERAGE_LOADS_LIMIT),
    ctx.db
      .select({
        id: documents.id,
        loadId: documents.loadId,
        fileName: documents.fileName,
        isShared: documents.isShared,
        carrierApprovalStatus: documents.carrierApprovalStatus,
      })
      .from(documents)
      .where(
        and(
          eq(documents.brokerageId, brokerageId),
          inArray(
            documents.loadId,
            ctx.db
              .select({ id: loads.id })
              .from(loads)
              .where(ofBrokerage)
              .orderBy(...newestFirst)
              .limit(BROKERAGE_LOADS_LIMIT),
          ),
        ),
      ),
  ]);

  const byLoad = new Map<string, SentDocument[]>();
  for (const { loadId, ...document } of sent) {
    if (loadId) byLoad.set(loadId, [...(byLoad.get(loadId) ?? []), document]);
  }
  return rows.map(({ load, carrierCompanyName, carrierMcNumber }) => ({
    ...carrierLoadView(load),
    carrierCompanyName,
    carrierMcNumber,
    documentsUploaded: byLoad.get(load.id) ?? [],
  }));
}

export type BrokerageLoadView = Awaited<ReturnType<typeof listBrokerageLoads>>[number];
