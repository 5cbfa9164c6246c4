import { ConfirmDialog } from "../../feedback/confirm-dialog";
import type { OwnerDocument } from "../owner-documents";

interface DeleteDocumentDialogProps {
  document: OwnerDocument | null;
  onCancel(): void;
  onConfirm(document: OwnerDocument): void;
}

/** The confirmation before a document is deleted. */
export function DeleteDocumentDialog({ document, ...actions }: DeleteDocumentDialogProps) {
  return (
    <ConfirmDialog
      subject={document}
      title="Delete this document?"
      describe={(pending) => `${pending.fileName} will be removed for good, its stored file too.`}
      confirmLabel="Delete document"
      {...actions}
    />
  );
}
