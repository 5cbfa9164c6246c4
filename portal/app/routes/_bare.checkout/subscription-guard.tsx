import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useNavigate } from "@remix-run/react";
import { type ReactNode, useEffect } from "react";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import { SUBSCRIPTION_MESSAGES } from "../../components/payments/messages";
import { GUARD_TIMING, type GuardFallback, type GuardState } from "../../components/subscription/guard";
import { PaymentScreen, type PaymentScreenProps } from "../../components/subscription/payment-screen";
import { useSubscriptionGuard } from "./use-subscription-guard";

interface SubscriptionGuardProps {
  pathname: string;
  /** The profile status the server rendered the page with; null when nobody is signed in. */
  fallback: GuardFallback | null;
  /** The page's loader found the session refused: a visitor is told so on the way to sign in. */
  sessionExpired?: boolean;
  /** The payment screen shown in the 'Subscription Required' state. */
  payment: Omit<PaymentScreenProps, "access" | "requiredSubscription">;
  children: ReactNode;
}

/**
 * The guard wrapper for protected areas (docs/product.md#accounts-screens-and-routes and #accounts-states-and-transitions): loading, 'Authentication Error' with
 * Retry, 'Subscription Required' with the payment screen, or the protected content. Visitors go to
 * sign in; subscribers on /checkout or any path containing 'payment' go home.
 */
export function SubscriptionGuard({ pathname, fallback, sessionExpired, payment, children }: SubscriptionGuardProps) {
  const [state, retry] = useSubscriptionGuard(pathname, fallback, sessionExpired);
  const navigate = useNavigate();
  const verdict = state.phase === "decided" ? state.verdict : null;

  useEffect(() => {
    if (verdict?.kind === "redirect") navigate(verdict.to, { replace: true });
    if (verdict?.kind !== "session-expired") return;
    // A full page load: nothing of the expired session stays in the page.
    const timer = setTimeout(() => window.location.replace(verdict.to), GUARD_TIMING.sessionExpiredRedirectMs);
    return () => clearTimeout(timer);
  }, [verdict, navigate]);

  if (state.phase === "error" || (state.phase === "checking" && state.retrying !== null)) {
    return <AuthenticationError state={state} onRetry={retry} />;
  }
  if (state.phase === "checking" || verdict?.kind === "redirect" || verdict?.kind === "refetch") {
    return <LoadingSpinner label="Checking subscription status..." showLabel />;
  }
  if (verdict?.kind === "session-expired") {
    return (
      <Text as="p" role="status" align="center" color="gray">
        {SUBSCRIPTION_MESSAGES.sessionExpired}
      </Text>
    );
  }
  if (verdict?.kind === "subscription-required") {
    return <PaymentScreen {...payment} access={{ kind: "pay" }} requiredSubscription />;
  }
  return <>{children}</>;
}

function AuthenticationError({ state, onRetry }: { state: GuardState; onRetry(): void }) {
  const retrying = state.phase === "checking";
  const message = state.phase === "error" ? state.message : state.phase === "checking" ? state.retrying : null;
  return (
    <Card size="3" role="alert">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="5">
          Authentication Error
        </Heading>
        <Text as="p" color="gray">
          {message}
        </Text>
        <Button size="3" onClick={onRetry} disabled={retrying} aria-disabled={retrying || undefined}>
          {retrying ? "Retrying..." : "Retry"}
        </Button>
      </Flex>
    </Card>
  );
}
