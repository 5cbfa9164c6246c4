import { useEffect, useState } from "react";

const TICK_MS = 60_000;

/**
 * The time deadline labels are computed at. It starts at the loader's clock, so the server's
 * render and the first browser render agree, then moves every minute so a label turns from
 * 'ok' to 'warning' while the page stays open.
 */
export function useNow(serverNow: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
