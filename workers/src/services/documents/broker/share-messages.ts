import type { MailMessage } from "../../../queues/messages";

/** What the carrier is told when a broker shares a document: in-app, and echoed by e-mail. */
export function sharedNotice(input: { loadNumber: string; brokerName: string; customMessage: string | null }) {
  const base = `${input.brokerName} shared a document for load ${input.loadNumber}. Open Shared Documents to view and approve it.`;
  return {
    title: "New document shared",
    message: input.customMessage ? `${base} Message: ${input.customMessage}` : base,
  };
}

export function sharedMail(input: {
  documentId: string;
  to: string;
  loadNumber: string;
  brokerName: string;
  customMessage: string | null;
}): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `document-shared:${input.documentId}:mail`,
    to: input.to,
    template: "document-shared",
    subject: `TrueRate: a document for load ${input.loadNumber}`,
    text: sharedNotice(input).message,
  };
}
