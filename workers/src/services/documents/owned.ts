import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents, loads } from "../../db/schema";
import { documentNotFound, loadNotFound } from "../access/documents";

/** One of the caller's own documents; another user's id answers the same 404 as an unknown one. */
export async function ownedDocument(ctx: ServiceContext, userId: string, documentId: string) {
  const [row] = await ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.id, documentId), eq(documents.userId, userId)))
    .limit(1);
  if (!row) throw documentNotFound();
  return row;
}

/** One of the caller's own loads (the carrier who submitted it); anything else is 404. */
export async function ownedLoad(ctx: ServiceContext, userId: string, loadId: string) {
  const [row] = await ctx.db
    .select({ id: loads.id, loadNumber: loads.loadNumber, brokerKey: loads.brokerKey })
    .from(loads)
    .where(and(eq(loads.id, loadId), eq(loads.userId, userId)))
    .limit(1);
  if (!row) throw loadNotFound();
  return row;
}
