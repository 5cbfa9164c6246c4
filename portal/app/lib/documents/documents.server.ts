import type { AppLoadContext } from "@remix-run/cloudflare";
import { readApi } from "./api-read.server";
import { type CarrierDocumentsResult, notificationListSchema, sharedListSchema } from "./carrier-shared";
import { CARRIER_DOCUMENT_MESSAGES } from "./messages";
import { type OwnerDocumentsResult, parseOwnerDocuments } from "./owner-documents";

/**
 * The carrier's Shared Documents and unread notifications, read together. A 401 is 'Authentication
 * required', anything else that fails 'Error loading documents' (the load-board spec's error catalogue). Notifications are
 * secondary: when only they fail, the documents still show.
 */
export async function fetchCarrierDocuments(
  context: AppLoadContext,
  request: Request,
): Promise<CarrierDocumentsResult> {
  const [shared, notices] = await Promise.all([
    readApi(context, request, "/api/documents/carrier/shared"),
    readApi(context, request, "/api/documents/carrier/notifications"),
  ]);
  if (shared.status === 401) return { ok: false, message: CARRIER_DOCUMENT_MESSAGES.signedOut };
  const documents = shared.status === 200 ? sharedListSchema.safeParse(shared.body) : null;
  if (!documents?.success) return { ok: false, message: CARRIER_DOCUMENT_MESSAGES.loadFailed };
  const notifications = notices.status === 200 ? notificationListSchema.safeParse(notices.body) : null;
  if (!notifications?.success) console.error(`GET /api/documents/carrier/notifications answered ${notices.status}`);
  return {
    ok: true,
    documents: documents.data.documents,
    notifications: notifications?.success ? notifications.data.notifications : [],
  };
}

/** The Document Manager's list: the caller's own documents, newest first. */
export async function fetchOwnerDocuments(context: AppLoadContext, request: Request): Promise<OwnerDocumentsResult> {
  const reply = await readApi(context, request, "/api/documents");
  if (reply.status === 401) return { ok: false, message: CARRIER_DOCUMENT_MESSAGES.signedOut };
  const documents = reply.status === 200 ? parseOwnerDocuments(reply.body) : null;
  return documents ? { ok: true, documents } : { ok: false, message: CARRIER_DOCUMENT_MESSAGES.loadFailed };
}
