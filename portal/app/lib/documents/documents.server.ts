import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiClient } from "../api-client.server";
import type { CarrierDocumentsResult } from "./carrier-shared";
import { CARRIER_DOCUMENT_MESSAGES } from "./messages";
import type { OwnerDocumentsResult } from "./owner-documents";

/**
 * The carrier's Shared Documents and unread notifications, read together. A 401 is 'Authentication
 * required', anything else that fails 'Error loading documents' (the load-board spec's error catalogue). Notifications are
 * secondary: when only they fail, the documents still show.
 */
export async function fetchCarrierDocuments(
  context: AppLoadContext,
  request: Request,
): Promise<CarrierDocumentsResult> {
  const api = apiClient(context, request);
  const [shared, notices] = await Promise.all([
    api.GET("/api/documents/carrier/shared"),
    api.GET("/api/documents/carrier/notifications"),
  ]);
  if (shared.response.status === 401) return { ok: false, message: CARRIER_DOCUMENT_MESSAGES.signedOut };
  if (!shared.data) return { ok: false, message: CARRIER_DOCUMENT_MESSAGES.loadFailed };
  if (!notices.data) console.error(`GET /api/documents/carrier/notifications answered ${notices.response.status}`);
  return { ok: true, documents: shared.data.documents, notifications: notices.data?.notifications ?? [] };
}

/** The Document Manager's list: the caller's own documents, newest first. */
export async function fetchOwnerDocuments(context: AppLoadContext, request: Request): Promise<OwnerDocumentsResult> {
  const { data, response } = await apiClient(context, request).GET("/api/documents");
  if (response.status === 401) return { ok: false, message: CARRIER_DOCUMENT_MESSAGES.signedOut };
  return data ? { ok: true, documents: data.documents } : { ok: false, message: CARRIER_DOCUMENT_MESSAGES.loadFailed };
}
