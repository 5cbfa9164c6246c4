import type { components } from "@truerate/sdk";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserApi, refusalMessage } from "../../../lib/browser-api";

export type DocumentReading = components["schemas"]["DocumentReading"];

export type ReadingState =
  | { kind: "loading" }
  | { kind: "error"; message: string }
  | { kind: "ready"; reading: DocumentReading };

/** While the reader works, ask again this often; a failed reading is retried by the reader, so more slowly. */
const READING_POLL_MS = { pending: 2500, failed: 10_000 } as const;

const LOAD_FAILED = "What the document says could not be loaded. Try again in a moment.";

/**
 * GET /api/documents/{id}/reading from the browser, asked again while the reading is pending (or
 * failed and being retried), so the panel fills in by itself once the reader has finished.
 */
export function useDocumentReading(documentId: string, enabled = true): ReadingState & { reload(): void } {
  const [state, setState] = useState<ReadingState>({ kind: "loading" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  const load = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    try {
      const { data, error, response } = await browserApi().GET("/api/documents/{id}/reading", {
        params: { path: { id: documentId } },
      });
      if (!alive.current) return;
      if (!data) {
        setState({ kind: "error", message: refusalMessage(response, error, LOAD_FAILED) });
        return;
      }
      setState({ kind: "ready", reading: data });
      if (data.status === "pending" || data.status === "failed") {
        timer.current = setTimeout(() => void load(), READING_POLL_MS[data.status]);
      }
    } catch {
      if (alive.current) setState({ kind: "error", message: LOAD_FAILED });
    }
  }, [documentId]);

  useEffect(() => {
    alive.current = true;
    if (enabled) void load();
    return () => {
      alive.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, [enabled, load]);

  return { ...state, reload: () => void load() };
}
