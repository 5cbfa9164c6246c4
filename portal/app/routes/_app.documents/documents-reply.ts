import type { FormReply } from "../../lib/forms/action-reply";

/** What the /documents actions do, dispatched on the form's `intent`. */
export const DOCUMENT_INTENTS = ["approve", "decline", "mark-read", "delete"] as const;
export type DocumentIntent = (typeof DOCUMENT_INTENTS)[number];

/** The reply of a /documents action: the toast to show, and which document it was about. */
export interface DocumentsReply extends Pick<FormReply, "toast"> {
  ok: boolean;
  intent: DocumentIntent | null;
  id: string | null;
}
