import { useCallback, useEffect, useState } from "react";
import { useTabFetcher } from "../../components/admin/use-tab-fetcher";

/**
 * A resource route read a page at a time: the cursors of the pages passed are kept, so Previous
 * goes back exactly where the admin was. The first page has no cursor; a new `href` (another
 * filter) starts again from it.
 */
export function useCursorPages<T>(href: string, refreshMs?: number) {
  const [cursors, setCursors] = useState<string[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another href (filter) is exactly when to start over
  useEffect(() => setCursors([]), [href]);
  const current = cursors.at(-1);
  const separator = href.includes("?") ? "&" : "?";
  const { data, loading, reload } = useTabFetcher<T>(
    current ? `${href}${separator}cursor=${encodeURIComponent(current)}` : href,
    refreshMs,
  );
  const next = useCallback((cursor: string) => setCursors((passed) => [...passed, cursor]), []);
  const previous = useCallback(() => setCursors((passed) => passed.slice(0, -1)), []);
  return { data, loading, reload, pageNumber: cursors.length + 1, next, previous };
}
