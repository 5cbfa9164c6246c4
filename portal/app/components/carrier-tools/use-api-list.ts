import { useCallback, useEffect, useRef, useState } from "react";

export type ListState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "forbidden" }
  | { status: "ready"; value: T };

/** What a loader already read of a list: its items, or that the feature is not the user's. */
export type ServerListState<T> = Extract<ListState<T>, { status: "ready" | "forbidden" }>;

/**
 * A loader's answer as a list's first state: the items, `forbidden` on a 402/403, and null on any
 * other failure, so the browser tries again and shows the error with its retry.
 */
export function serverListState<T>(answer: { data?: T; response: { status: number } }): ServerListState<T> | null {
  if (answer.data !== undefined) return { status: "ready", value: answer.data };
  return answer.response.status === 402 || answer.response.status === 403 ? { status: "forbidden" } : null;
}

/**
 * Loads one list from the API in the browser (through the SDK client) when the component mounts,
 * with a `reload` for retries and after changes. A 402/403 is `forbidden`: the feature is not the
 * user's, so the caller shows nothing rather than an error. With `initial` (read by the page's
 * loader, in the server's HTML) the first load is skipped: no spinner, and no render after hydration.
 */
export function useApiList<T>(
  load: () => Promise<{ data?: T; status: number; message: string }>,
  initial?: ServerListState<T> | null,
) {
  const [state, setState] = useState<ListState<T>>(initial ?? { status: "loading" });
  const loadOnMount = useRef(!initial);
  const reload = useCallback(async () => {
    try {
      const { data, status, message } = await load();
      if (data !== undefined) setState({ status: "ready", value: data });
      else if (status === 402 || status === 403) setState({ status: "forbidden" });
      else setState({ status: "error", message });
    } catch {
      setState({ status: "error", message: "Could not reach TrueRate. Check your connection and try again." });
    }
  }, [load]);
  useEffect(() => {
    if (loadOnMount.current) void reload();
    loadOnMount.current = true;
  }, [reload]);
  return { state, reload, setState };
}
