import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documents } from "../../../db/schema";
import { documentNotFound } from "../../access/documents";

/**
 * A document a broker shared with this carrier. Anything else (another carrier's, the carrier's
 * own upload, an unknown id) answers the same 404, so ids cannot be probed.
 */
export async function documentSharedWith(ctx: ServiceContext, carrierId: string, documentId: string) {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.sharedWithUserId, carrierId), eq(documents.isShared, true)))
    .limit(1);
  if (!row) throw documentNotFound();
  return row;
}
