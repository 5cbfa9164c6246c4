import { useCallback, useEffect, useState } from "react";
import type { OwnerDocument } from "../../../../components/documents/owner-documents";
import { browserApi } from "../../../../lib/browser-api";

export type UnlinkedState =
  | { status: "loading"; documents: OwnerDocument[] }
  | { status: "ready"; documents: OwnerDocument[] }
  | { status: "error"; documents: OwnerDocument[] };

/**
 * The caller's documents not yet linked to a load (GET /api/documents?unlinked=true), read from
 * the browser because the panel lives on a screen whose loader is the load form's. Read again
 * after each saved load (`savedLoadId` changes: the API has linked them) and on `refresh()`.
 */
export function useUnlinkedDocuments(savedLoadId: string | null) {
  const [state, setState] = useState<UnlinkedState>({ status: "loading", documents: [] });

  const refresh = useCallback(async () => {
    setState((current) => ({ status: "loading", documents: current.documents }));
    const documents = await browserApi()
      .GET("/api/documents", { params: { query: { unlinked: "true" } } })
      .then(({ data }) => data?.documents ?? null)
      .catch(() => null);
    setState((current) =>
      documents ? { status: "ready", documents } : { status: "error", documents: current.documents },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a saved load is the signal to read the list again
  useEffect(() => {
    void refresh();
  }, [refresh, savedLoadId]);

  const remove = useCallback((id: string) => {
    setState((current) => ({ ...current, documents: current.documents.filter((document) => document.id !== id) }));
  }, []);

  return { state, refresh, remove };
}
