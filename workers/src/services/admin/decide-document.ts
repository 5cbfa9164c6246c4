import type { AdminAction } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { documentWithOwner, recordAdminDecision } from "../../db/queries/admin-documents";
import { requireAdministrator } from "../access/admin";
import { documentNotFound } from "../access/documents";
import { documentAudit } from "../documents/audit";
import type { DocumentFile } from "../documents/download";
import { openStoredDocument } from "../documents/open-stored";
import { type AdminDocumentView, adminDocumentView } from "./document-views";

async function anyDocument(ctx: ServiceContext, id: string) {
  const row = await documentWithOwner(ctx.db, id);
  if (!row) throw documentNotFound();
  return row;
}

/**
 * An administrator approves a document (with optional notes) or denies it with a reason. A later
 * decision replaces an earlier one and is audited; repeating the same decision changes nothing.
 */
export async function decideDocument(
  ctx: ServiceContext,
  input: { id: string; action: AdminAction; reason?: string; notes?: string },
): Promise<AdminDocumentView> {
  const admin = requireAdministrator(ctx);
  await anyDocument(ctx, input.id);
  const denialReason = input.action === "denied" ? (input.reason ?? null) : null;
  const notes = input.notes || null;
  // Only a decision that changes something is written and audited: a repeated click, or five at
  // once, leaves one decision and one audit row.
  const changed = await recordAdminDecision(ctx.db, {
    id: input.id,
    action: input.action,
    adminEmail: admin.email,
    at: new Date(ctx.now()),
    denialReason,
    notes,
  });
  if (changed) {
    await documentAudit(ctx, {
      action: input.action === "approved" ? "document.admin_approved" : "document.admin_denied",
      documentId: input.id,
      details: { hasNotes: Boolean(input.notes) },
    });
  }
  const { document, owner } = await anyDocument(ctx, input.id);
  return adminDocumentView(document, owner);
}

/** Any document, decrypted for an administrator; every opening is audited. */
export async function openDocumentForAdmin(
  ctx: ServiceContext,
  input: { id: string; purpose: "view" | "download" },
): Promise<DocumentFile> {
  requireAdministrator(ctx);
  const { document } = await anyDocument(ctx, input.id);
  const file = await openStoredDocument(ctx, document);
  await documentAudit(ctx, { action: `document.admin_${input.purpose}`, documentId: document.id });
  return { ...file, fileName: document.fileName };
}
