import { Box, Button, Card, Flex, Heading, Link as RadixLink, Text } from "@radix-ui/themes";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { planOffer } from "../../components/payments/plan";
import { useStoredUserType } from "../../components/payments/use-stored-user-type";
import { PlanInfo } from "../../components/subscription/plan-info";
import { getCurrentUser } from "../../lib/api.server";
import { pageTitle } from "../../lib/meta";

export const meta: MetaFunction = () =>
  pageTitle(
    "Subscribe to TrueRate",
    "The Carrier Plan is $29 per month: all load and rate data, unlimited searches, verified rates and e-mail notifications.",
  );

/** Support is reached by e-mail during the help page's hours (docs/product.md#accounts-business-constants-and-limits). */
const SUPPORT_EMAIL = "support@truerate.app";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getCurrentUser(context, request);
  return { userType: user?.userType ?? null };
}

/** The subscription offer (docs/product.md#accounts-screens-and-routes): 'Subscribe Now - $29/month', 'Back to Login', support. */
export default function SubscriptionInfo() {
  const { userType } = useLoaderData<typeof loader>();
  const storedType = useStoredUserType();
  const plan = planOffer(userType ?? storedType);
  return (
    <Box px="4" py="9" mx="auto" style={{ maxWidth: 640 }}>
      <Card size="4">
        <Flex direction="column" gap="4">
          <Heading as="h1" size="7">
            Subscribe to TrueRate
          </Heading>
          <Text as="p" color="gray">
            A subscription is required to use TrueRate: see what brokers really paid, with every verified rate.
          </Text>
          <PlanInfo plan={plan} />
          <Flex gap="3" wrap="wrap">
            <Button asChild size="3">
              <Link to="/checkout">Subscribe Now - {plan.shortPrice}/month</Link>
            </Button>
            <Button asChild size="3" variant="soft" color="gray">
              <Link to="/auth">Back to Login</Link>
            </Button>
          </Flex>
          <Text as="p" size="2" color="gray">
            Questions about your subscription? Contact support at{" "}
            <RadixLink href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</RadixLink>, Monday to Friday, 9AM to 5PM EST.
          </Text>
        </Flex>
      </Card>
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
