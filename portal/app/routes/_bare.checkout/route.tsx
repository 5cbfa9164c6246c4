import { Box, Heading, Text } from "@radix-ui/themes";
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { planOffer } from "../../components/payments/plan";
import { useStoredUserType } from "../../components/payments/use-stored-user-type";
import { paymentPageData } from "../../components/subscription/payment-page.server";
import { cookieHeaders, getSession } from "../../lib/api.server";
import { pageTitle } from "../../lib/meta";
import { CheckoutPayment } from "./payments/checkout-payment";
import { SubscriptionGuard } from "./subscription-guard";

export const meta: MetaFunction = () =>
  pageTitle("Complete Your Payment", "Pay for your TrueRate subscription by card; cancel any time from your profile.");

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Outside the signed-in layout: pass the API's cookies on here (a slid expiry, a stale one cleared).
  const { setCookies } = await getSession(context, request);
  return data(await paymentPageData(context, request), { headers: cookieHeaders(setCookies) });
}

/**
 * /checkout (docs/product.md#accounts-screens-and-routes), behind the subscription guard: a visitor is sent to sign in, a
 * subscriber home; anyone else pays the first month of their plan here.
 */
export default function Checkout() {
  const page = useLoaderData<typeof loader>();
  const storedType = useStoredUserType();
  const plan = planOffer(page.userType ?? storedType);
  const payment = { plan, billing: page.billing, publishableKey: page.publishableKey };
  return (
    <Box px="4" py="9" mx="auto" style={{ maxWidth: 560 }}>
      <Heading as="h1" size="7" mb="2">
        Complete Your Payment
      </Heading>
      <Text as="p" color="gray" mb="5">
        Your {plan.name} is {plan.price} per month, billed monthly. Cancel anytime.
      </Text>
      <SubscriptionGuard
        pathname="/checkout"
        fallback={page.fallback}
        sessionExpired={page.sessionExpired}
        payment={payment}
      >
        <CheckoutPayment {...payment} />
      </SubscriptionGuard>
    </Box>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
