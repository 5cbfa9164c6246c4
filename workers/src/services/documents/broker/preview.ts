import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documents } from "../../../db/schema";
import { documentNotFound, requireBrokerage } from "../../access/documents";
import type { DocumentFile } from "../download";
import { openStoredDocument } from "../open-stored";

/** A document of the caller's brokerage, decrypted; any other id answers the same 404. */
export async function previewBrokerDocument(ctx: ServiceContext, input: { id: string }): Promise<DocumentFile> {
  const actor = requireBrokerage(ctx);
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, input.id), eq(documents.brokerageId, actor.brokerageId)))
    .limit(1);
  if (!row) throw documentNotFound();
  return { ...(await openStoredDocument(ctx, row)), fileName: row.fileName };
}
