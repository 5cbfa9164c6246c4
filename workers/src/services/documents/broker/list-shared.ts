import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documents, loads, users } from "../../../db/schema";
import { requireBrokerage } from "../../access/documents";
import { type BrokerSharedDocumentView, brokerSharedDocumentView } from "../views";

export const BROKER_SHARED_LIMIT = 500;

/** The documents the caller's brokerage shared, newest first, with their load and its carrier. */
export async function listBrokerSharedDocuments(ctx: ServiceContext): Promise<BrokerSharedDocumentView[]> {
  const actor = requireBrokerage(ctx);
  const rows = await ctx.db
    .select({
      document: documents,
      load: loads,
      carrierCompanyName: users.companyName,
      carrierMcNumber: users.mcNumber,
    })
    .from(documents)
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .leftJoin(users, eq(users.id, loads.userId))
    .where(and(eq(documents.brokerageId, actor.brokerageId), eq(documents.isShared, true)))
    .orderBy(desc(documents.sharedAt), desc(documents.id))
    .limit(BROKER_SHARED_LIMIT);
  return rows.map(({ document, load, carrierCompanyName, carrierMcNumber }) =>
    brokerSharedDocumentView(document, load, { companyName: carrierCompanyName, mcNumber: carrierMcNumber }),
  );
}
