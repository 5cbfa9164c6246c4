import type { ServiceContext } from "../../../core/service-context";
import { documentSharedWithUser } from "../../../db/queries/documents";
import { documentNotFound } from "../../access/documents";

/**
 * A document a broker shared with this carrier. Anything else (another carrier's, the carrier's
 * own upload, an unknown id) answers the same 404, so ids cannot be probed.
 */
export async function documentSharedWith(ctx: ServiceContext, input: { carrierId: string; documentId: string }) {
  const row = await documentSharedWithUser(ctx.db, { documentId: input.documentId, userId: input.carrierId });
  if (!row) throw documentNotFound();
  return row;
}
