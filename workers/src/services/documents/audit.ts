import type { ServiceContext } from "../../core/service-context";
import { auditRecord } from "../audit/audit";

/** An audit row about a document, to put in the same D1 batch as the change it records. */
export function documentAudit(
  ctx: ServiceContext,
  entry: { action: string; documentId: string; details?: Record<string, unknown> },
) {
  return auditRecord(ctx, {
    action: entry.action,
    entityType: "document",
    entityId: entry.documentId,
    details: entry.details,
  });
}
