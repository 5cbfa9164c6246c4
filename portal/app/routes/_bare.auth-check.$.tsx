import { Flex, Text } from "@radix-ui/themes";
import type { MetaFunction } from "@remix-run/cloudflare";
import { LoadingSpinner } from "../components/feedback/loading-spinner";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Checking subscription");

/** /auth-check and every path under it: verifies the subscription, then redirects. */
export default function AuthCheck() {
  return (
    <Flex direction="column" align="center" gap="3" py="9">
      <LoadingSpinner label="Checking subscription status" />
      <Text as="p" color="gray">
        Checking subscription status...
      </Text>
    </Flex>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
