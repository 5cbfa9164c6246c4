import type { MailMessage } from "../../../core/queue-messages";

interface SharedNoticeInput {
  loadNumber: string;
  brokerName: string;
  customMessage: string | null;
  /** The files of one share or one answer, announced together (never one identical notice per file). */
  fileNames: readonly string[];
}

/** What the carrier is told when a broker shares documents: in-app, and echoed by e-mail. */
export function sharedNotice(input: SharedNoticeInput) {
  const what = input.fileNames.length === 1 ? "a document" : `${input.fileNames.length} documents`;
  const them = input.fileNames.length === 1 ? "it" : "them";
  const base =
    `${input.brokerName} shared ${what} for load ${input.loadNumber} (${input.fileNames.join(", ")}). ` +
    `Open Shared Documents to view and approve ${them}.`;
  return {
    title: "New document shared",
    message: input.customMessage ? `${base} Message: ${input.customMessage}` : base,
  };
}

export function sharedMail(input: SharedNoticeInput & { documentId: string; to: string }): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `document-shared:${input.documentId}:mail`,
    to: input.to,
    template: "document-shared",
    subject: `TrueRate: ${input.fileNames.length === 1 ? "a document" : "documents"} for load ${input.loadNumber}`,
    text: sharedNotice(input).message,
  };
}
