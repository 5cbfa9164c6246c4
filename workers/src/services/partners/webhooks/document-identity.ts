import type { DocumentReadMessage } from "../../../core/queue-messages";
import type { ServiceContext } from "../../../core/service-context";
import { identityLoad } from "../../../db/queries/broker-identity";
import { isPartnerLoad } from "../../../db/queries/partner-feed-position";
import { verdictsOfLoads } from "../../broker-identity/verdicts-of-loads";
import { emitPartnerEvent } from "./emit";
import { documentIdentityFailedEvent } from "./load-events";

/**
 * A rate confirmation of a load was read (the reader's `document_read`): when a partner pushed the load
 * and the load's document match now fails (another carrier's name or MC on it, a broker MC other than
 * the load's), the partner's endpoints hear it with the whole verdict, as `getPartnerLoad` answers it.
 * The verdict is the newest reading's, so a message for an older one decides by what stands now.
 */
export async function announceDocumentIdentity(ctx: ServiceContext, job: DocumentReadMessage): Promise<void> {
  if (!(await isPartnerLoad(ctx.db, job.loadId))) return;
  const load = await identityLoad(ctx.db, job.loadId);
  if (!load) return;
  const [identity] = await verdictsOfLoads(ctx, [load]);
  const document = identity?.checks.find((check) => check.kind === "document");
  if (!identity || document?.outcome !== "fail") return;
  await emitPartnerEvent(
    ctx,
    documentIdentityFailedEvent(
      { loadId: job.loadId, documentId: job.documentId, dedupeKey: job.dedupeKey, identity },
      ctx.now(),
    ),
  );
}
