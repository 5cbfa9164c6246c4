import type { ServiceContext } from "../../core/service-context";
import { requireDocumentUser } from "../access/documents";
import { openStoredDocument } from "./open-stored";
import { ownedDocument } from "./owned";
import type { DecryptedDocument } from "./store";

export interface DocumentFile extends DecryptedDocument {
  fileName: string;
}

/** One of the caller's own documents, decrypted. */
export async function downloadDocument(ctx: ServiceContext, input: { id: string }): Promise<DocumentFile> {
  const actor = requireDocumentUser(ctx);
  const row = await ownedDocument(ctx, { userId: actor.userId, documentId: input.id });
  return { ...(await openStoredDocument(ctx, row)), fileName: row.fileName };
}
