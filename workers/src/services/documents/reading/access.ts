import type { Actor } from "../../../core/actor";
import type { documents } from "../../../db/schema";

type DocumentParties = Pick<typeof documents.$inferSelect, "userId" | "sharedWithUserId" | "brokerageId">;

/**
 * Who may see what a document says: its uploader, the carrier it was shared with, the members of
 * the brokerage that sent it, and administrators. Anyone else is answered as if it did not exist.
 */
export function maySeeReading(actor: Actor, document: DocumentParties): boolean {
  if (actor.isAdmin) return true;
  if (document.userId === actor.userId || document.sharedWithUserId === actor.userId) return true;
  return actor.role === "broker" && document.brokerageId !== null && document.brokerageId === actor.brokerageId;
}
