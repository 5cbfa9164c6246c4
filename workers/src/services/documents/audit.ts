import type { ServiceContext } from "../../core/service-context";
import { auditLog } from "../../db/schema";

/** An audit row about a document, to put in the same D1 batch as the change it records. */
export function documentAudit(
  ctx: ServiceContext,
  entry: { action: string; documentId: string; details?: Record<string, unknown> },
) {
  return ctx.db.insert(auditLog).values({
    actorUserId: ctx.actor?.userId ?? null,
    action: entry.action,
    entityType: "document",
    entityId: entry.documentId,
    details: entry.details ?? null,
    requestId: ctx.requestId,
    createdAt: new Date(ctx.now()),
  });
}
