import { useCallback, useEffect, useRef, useState } from "react";

export type BrowserRead<T> = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; data: T };

/**
 * One read the browser makes through the SDK (`read` answers the data or the screen's message),
 * made again on `reload()`: the evidence and the queue change when a true rate is accepted.
 */
export function useBrowserRead<T>(read: () => Promise<T | { failure: string }>, key: string) {
  const [state, setState] = useState<BrowserRead<T>>({ kind: "loading" });
  const readRef = useRef(read);
  readRef.current = read;
  const reload = useCallback(async () => {
    try {
      const answer = await readRef.current();
      if (answer && typeof answer === "object" && "failure" in answer) {
        setState({ kind: "error", message: answer.failure });
      } else setState({ kind: "ready", data: answer as T });
    } catch {
      setState({ kind: "error", message: "The server could not be reached. Try again in a moment." });
    }
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what is read; a new key reads again
  useEffect(() => {
    setState({ kind: "loading" });
    void reload();
  }, [key, reload]);
  return { state, reload };
}
