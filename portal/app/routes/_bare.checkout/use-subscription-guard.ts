import { useRevalidator } from "@remix-run/react";
import { useEffect, useReducer, useRef } from "react";
import { fetchSubscriptionCheck } from "../../components/payments/payment-api";
import {
  GUARD_TIMING,
  type GuardContext,
  type GuardEvent,
  type GuardFallback,
  type GuardState,
  guardReducer,
  initialGuardState,
} from "../../components/subscription/guard";

/**
 * Runs the guard's reducer against the API: one request per attempt (8 s each), a short pause
 * between attempts, and the 3 s and 5 s time-outs of docs/product.md#accounts-business-constants-and-limits from the moment the guard mounts.
 */
export function useSubscriptionGuard(
  pathname: string,
  fallback: GuardFallback | null,
  sessionExpired = false,
): [GuardState, () => void] {
  const context = useRef<GuardContext>({ pathname, fallback, sessionExpired });
  context.current = { pathname, fallback, sessionExpired };
  const [state, dispatch] = useReducer(
    (current: GuardState, event: GuardEvent) => guardReducer(current, event, context.current),
    initialGuardState,
  );
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  useEffect(() => {
    const safety = setTimeout(() => dispatch({ type: "safety-timeout" }), GUARD_TIMING.safetyTimeoutMs);
    const loading = setTimeout(() => dispatch({ type: "loading-timeout" }), GUARD_TIMING.loadingTimeoutMs);
    return () => {
      clearTimeout(safety);
      clearTimeout(loading);
    };
  }, []);

  const attempt = state.phase === "checking" ? `${state.attempt}:${state.retrying ?? ""}` : null;
  useEffect(() => {
    if (attempt === null) return;
    const first = attempt.startsWith("1:");
    // Not cancelled when the state moves on: an answer after the safety time-out still counts.
    const timer = setTimeout(
      async () => {
        const result = await fetchSubscriptionCheck(GUARD_TIMING.requestTimeoutMs);
        if (!mounted.current) return;
        // A session the server no longer knows while the page knows a user: refetch the user too.
        if (result.ok && !result.data.authenticated && context.current.fallback) revalidate.current();
        dispatch(result.ok ? { type: "answer", check: result.data } : { type: "failure", message: result.message });
      },
      first ? 0 : GUARD_TIMING.retryDelayMs,
    );
    return () => {
      if (!mounted.current) clearTimeout(timer);
    };
  }, [attempt]);

  return [state, () => dispatch({ type: "retry" })];
}
