import { useFetcher } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

/**
 * A tab's data from its resource route: loaded when the tab opens (Radix mounts a tab's content
 * only then) and again every `refreshMs` when given. Remix reloads it after the tab's actions.
 */
export function useTabFetcher<T>(href: string | null, refreshMs?: number) {
  const fetcher = useFetcher<T>();
  const loadRef = useRef(fetcher.load);
  loadRef.current = fetcher.load;
  const reload = useCallback(() => {
    if (href) loadRef.current(href);
  }, [href]);
  useEffect(() => {
    reload();
    if (!refreshMs) return;
    const timer = setInterval(reload, refreshMs);
    return () => clearInterval(timer);
  }, [reload, refreshMs]);
  return { data: fetcher.data, loading: fetcher.state === "loading", reload };
}
