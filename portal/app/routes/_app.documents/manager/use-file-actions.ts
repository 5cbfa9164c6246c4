import { useCallback, useState } from "react";
import { MANAGER_MESSAGES } from "../../../components/documents/messages";
import type { OwnerDocument } from "../../../components/documents/owner-documents";
import { useToast } from "../../../components/feedback/toaster";
import { fileFailureToast } from "../file-failure-toast";
import { downloadFile, type FileResult, openInNewTab } from "../open-file";

/** Open and Download of the caller's own documents, with docs/product.md's failure toasts. */
export function useOwnerFileActions() {
  const { toast } = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = useCallback(
    async (id: string, action: () => Promise<FileResult>, failed: string) => {
      setBusyId(id);
      const result = await action();
      setBusyId(null);
      if (!result.ok) toast(fileFailureToast(result.failure, failed));
    },
    [toast],
  );

  const path = (document: OwnerDocument) => `/api/documents/${encodeURIComponent(document.id)}/download`;
  return {
    busyId,
    open: (document: OwnerDocument) =>
      run(document.id, () => openInNewTab(path(document)), MANAGER_MESSAGES.openFailed),
    download: (document: OwnerDocument) =>
      run(document.id, () => downloadFile(path(document), document.fileName), MANAGER_MESSAGES.downloadFailed),
  };
}
