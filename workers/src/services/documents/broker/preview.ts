import type { ServiceContext } from "../../../core/service-context";
import { brokerageDocument } from "../../../db/queries/documents";
import { documentNotFound, requireBrokerage } from "../../access/documents";
import type { DocumentFile } from "../download";
import { openStoredDocument } from "../open-stored";

/** A document of the caller's brokerage, decrypted; any other id answers the same 404. */
export async function previewBrokerDocument(ctx: ServiceContext, input: { id: string }): Promise<DocumentFile> {
  const actor = requireBrokerage(ctx);
  const row = await brokerageDocument(ctx.db, { id: input.id, brokerageId: actor.brokerageId });
  if (!row) throw documentNotFound();
  return { ...(await openStoredDocument(ctx, row)), fileName: row.fileName };
}
