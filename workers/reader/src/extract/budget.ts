/**
 * The wall-time budget of one document, and the caller's abort. `check` is called between pages
 * and before each OCR call; `race` bounds one awaited step (a PDF.js call), so a step that never
 * settles cannot hold the reader past the deadline. (In production Workers the clock moves only
 * across I/O, so a page of pure computation is bounded by the CPU limit instead.)
 */
export class DeadlineExceeded extends Error {
  override readonly name = "DeadlineExceeded";
}

export interface Budget {
  readonly deadlineMs: number;
  /** Whether the caller aborted: an abort is passed on as thrown, never turned into an answer. */
  readonly aborted: boolean;
  /** Aborts at the deadline or with the caller's abort, for a call that can be cancelled (OCR's fetch). */
  signal(): AbortSignal;
  /** Throws DeadlineExceeded once past the deadline, or the abort reason once aborted. */
  check(): void;
  race<T>(step: Promise<T>): Promise<T>;
}

export function startBudget(deadlineMs: number, signal?: AbortSignal, now: () => number = Date.now): Budget {
  const end = now() + deadlineMs;
  const check = () => {
    signal?.throwIfAborted();
    if (now() > end) throw new DeadlineExceeded(`took longer than ${deadlineMs / 1000} s`);
  };
  return {
    deadlineMs,
    get aborted() {
      return signal?.aborted ?? false;
    },
    signal() {
      // A moment after the deadline, so `race` reports the deadline before the cancelled call's error.
      const timeout = AbortSignal.timeout(Math.max(0, end - now()) + 100);
      return signal ? AbortSignal.any([signal, timeout]) : timeout;
    },
    check,
    async race<T>(step: Promise<T>): Promise<T> {
      check();
      let timer: ReturnType<typeof setTimeout> | undefined;
      let onAbort: (() => void) | undefined;
      const stop = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new DeadlineExceeded(`took longer than ${deadlineMs / 1000} s`)), end - now());
        onAbort = () => reject(signal?.reason);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
      try {
        return await Promise.race([step, stop]);
      } finally {
        clearTimeout(timer);
        if (onAbort) signal?.removeEventListener("abort", onAbort);
      }
    },
  };
}
