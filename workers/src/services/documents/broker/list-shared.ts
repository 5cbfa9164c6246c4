import type { ServiceContext } from "../../../core/service-context";
import { sharedByBrokerage } from "../../../db/queries/documents";
import { requireBrokerage } from "../../access/documents";
import { type BrokerSharedDocumentView, brokerSharedDocumentView } from "../views";

export const BROKER_SHARED_LIMIT = 500;

/** The documents the caller's brokerage shared, newest first, with their load and its carrier. */
export async function listBrokerSharedDocuments(ctx: ServiceContext): Promise<BrokerSharedDocumentView[]> {
  const actor = requireBrokerage(ctx);
  const rows = await sharedByBrokerage(ctx.db, { brokerageId: actor.brokerageId, limit: BROKER_SHARED_LIMIT });
  return rows.map(({ document, load, carrierCompanyName, carrierMcNumber }) =>
    brokerSharedDocumentView(document, load, { companyName: carrierCompanyName, mcNumber: carrierMcNumber }),
  );
}
