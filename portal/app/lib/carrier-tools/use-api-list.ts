import { useCallback, useEffect, useState } from "react";

export type ListState<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "forbidden" }
  | { status: "ready"; value: T };

/**
 * Loads one list from the API in the browser (through the SDK client) when the component mounts,
 * with a `reload` for retries and after changes. A 402/403 is `forbidden`: the feature is not the
 * user's, so the caller shows nothing rather than an error.
 */
export function useApiList<T>(load: () => Promise<{ data?: T; status: number; message: string }>) {
  const [state, setState] = useState<ListState<T>>({ status: "loading" });
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
    void reload();
  }, [reload]);
  return { state, reload, setState };
}
