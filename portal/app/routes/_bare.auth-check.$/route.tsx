import { Flex, Heading } from "@radix-ui/themes";
import type { MetaFunction } from "@remix-run/cloudflare";
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { LoadingSpinner } from "../../components/feedback/loading-spinner";
import { fetchSubscriptionCheck } from "../../components/payments/payment-api";
import { authCheckDestination } from "../../components/subscription/destinations";
import { pageTitle } from "../../lib/meta";

export const meta: MetaFunction = () => pageTitle("Checking subscription");

/**
 * /auth-check and every path under it (docs/product.md#accounts-states-and-transitions): asks the API about the subscription, then
 * sends a paid user or an admin home or to their dashboard, and anyone else to the offer page.
 */
export default function AuthCheck() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    fetchSubscriptionCheck().then((result) => {
      if (!cancelled) navigate(authCheckDestination(result.ok ? result.data : null), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);

  return (
    <Flex direction="column" align="center" gap="3" py="9">
      <LoadingSpinner label="Checking subscription status" />
      {/* The page's one heading: what it is doing while it waits. */}
      <Heading as="h1" size="4" weight="regular" color="gray">
        Checking subscription status...
      </Heading>
    </Flex>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
