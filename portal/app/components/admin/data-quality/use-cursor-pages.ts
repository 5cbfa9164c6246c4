import { useCallback, useState } from "react";
import { useTabFetcher } from "../use-tab-fetcher";

/**
 * A resource route read a page at a time: the cursors of the pages passed are kept, so Previous
 * goes back exactly where the admin was. The first page has no cursor.
 */
export function useCursorPages<T>(href: string) {
  const [cursors, setCursors] = useState<string[]>([]);
  const current = cursors.at(-1);
  const { data, loading } = useTabFetcher<T>(current ? `${href}?cursor=${encodeURIComponent(current)}` : href);
  const next = useCallback((cursor: string) => setCursors((passed) => [...passed, cursor]), []);
  const previous = useCallback(() => setCursors((passed) => passed.slice(0, -1)), []);
  return { data, loading, pageNumber: cursors.length + 1, next, previous };
}
