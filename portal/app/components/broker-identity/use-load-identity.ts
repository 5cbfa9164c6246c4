import { useEffect, useState } from "react";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import type { IdentityState } from "./identity-state";

const FAILED = "the verdict could not be loaded. Reload the page to try again.";

/** GET /api/loads/{id}/identity from the browser, after the page: the record never waits for it. */
export function useLoadIdentity(loadId: string, enabled: boolean): IdentityState {
  const [state, setState] = useState<IdentityState>({ status: enabled ? "loading" : "idle" });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    browserApi()
      .GET("/api/loads/{id}/identity", { params: { path: { id: loadId } }, signal: controller.signal })
      .then(({ data, error, response }) =>
        setState(
          data
            ? { status: "ready", verdict: data }
            : { status: "error", message: refusalMessage(response, error, FAILED) },
        ),
      )
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error", message: FAILED });
      });
    return () => controller.abort();
  }, [loadId, enabled]);
  return state;
}
