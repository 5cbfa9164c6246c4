import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CARRIER_DOCUMENT_MESSAGES } from "../../../components/documents/messages";
import { useToast } from "../../../components/feedback/toaster";
import { fileFailureToast } from "../file-failure-toast";
import { openInNewTab } from "../open-file";

/** docs/product.md#load-board-states-and-transitions: the list refreshes 1 second after a view (the API has set carrierViewedAt by then). */
export const REFRESH_AFTER_VIEW_MS = 1_000;

/** Opens a shared document in a new tab and refreshes the list (viewed time, notification read). */
export function useViewSharedDocument() {
  const { toast } = useToast();
  const { revalidate } = useRevalidator();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const refreshTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  const view = useCallback(
    async (id: string) => {
      setViewingId(id);
      const result = await openInNewTab(`/api/documents/carrier/${encodeURIComponent(id)}/view`);
      setViewingId(null);
      if (!result.ok) {
        toast(fileFailureToast(result.failure, CARRIER_DOCUMENT_MESSAGES.viewFailed));
        return;
      }
      window.clearTimeout(refreshTimer.current);
      refreshTimer.current = window.setTimeout(revalidate, REFRESH_AFTER_VIEW_MS);
    },
    [toast, revalidate],
  );
  return { view, viewingId };
}
