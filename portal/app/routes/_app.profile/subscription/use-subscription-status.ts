import { useCallback, useEffect, useState } from "react";
import { cancelSubscription, fetchSubscriptionStatus } from "../../../components/payments/payment-api";
import type { SubscriptionView } from "./subscription-view";

export type StatusState =
  | { phase: "loading" }
  | { phase: "failed"; message: string }
  | { phase: "ready"; view: SubscriptionView };

/** The profile's subscription object (GET /api/payment/subscription-status), reloadable and cancellable. */
export function useSubscriptionStatus() {
  const [state, setState] = useState<StatusState>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the Retry trigger
  useEffect(() => {
    let cancelled = false;
    setState({ phase: "loading" });
    fetchSubscriptionStatus().then((result) => {
      if (cancelled) return;
      setState(result.ok ? { phase: "ready", view: result.data } : { phase: "failed", message: result.message });
    });
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  /** Cancels at period end; answers the failure's message, or null when the card shows the new state. */
  const cancel = useCallback(async (): Promise<string | null> => {
    const result = await cancelSubscription();
    if (!result.ok) return result.message;
    setState({ phase: "ready", view: result.data });
    return null;
  }, []);
  return { state, reload, cancel };
}
