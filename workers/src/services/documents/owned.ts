import type { ServiceContext } from "../../core/service-context";
import { ownDocument, ownLoad } from "../../db/queries/documents";
import { documentNotFound, loadNotFound } from "../access/documents";

/** One of the caller's own documents; another user's id answers the same 404 as an unknown one. */
export async function ownedDocument(ctx: ServiceContext, input: { userId: string; documentId: string }) {
  const row = await ownDocument(ctx.db, input);
  if (!row) throw documentNotFound();
  return row;
}

/** One of the caller's own loads (the carrier who submitted it); anything else is 404. */
export async function ownedLoad(ctx: ServiceContext, input: { userId: string; loadId: string }) {
  const row = await ownLoad(ctx.db, input);
  if (!row) throw loadNotFound();
  return row;
}
