import { useEffect, useState } from "react";

/** False during server rendering and the first client render; true once React runs in the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
