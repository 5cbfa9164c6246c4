import { Box } from "@radix-ui/themes";
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { planOffer } from "../../components/payments/plan";
import { useStoredUserType } from "../../components/payments/use-stored-user-type";
import { Screen } from "../../components/shell/screen";
import { paymentScreenAccess } from "../../components/subscription/destinations";
import { paymentPageData } from "../../components/subscription/payment-page.server";
import { PaymentScreen } from "../../components/subscription/payment-screen";
import { loadSubscriptionCheck } from "../../components/subscription/subscription-check.server";
import { signInLocation } from "../../lib/access";
import { pageTitle } from "../../lib/meta";

export const meta: MetaFunction = () => pageTitle("Complete Your Subscription");

/**
 * /subscription (docs/product.md#accounts-screens-and-routes): where registration and sign-in send users who still have to pay.
 * Admins go home at once; a subscriber and a broker under BROKER_ACCESS=free are told so by the
 * payment screen and sent on after 1.5 s (docs/product.md#accounts-states-and-transitions), as the API's subscription check decides.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const data = await paymentPageData(context, request);
  if (!data.signedIn) return { ...data, access: paymentScreenAccess(null, null) };
  const access = paymentScreenAccess(await loadSubscriptionCheck(context, request), data.userType);
  if (access.kind === "admin") throw redirect(access.to);
  return { ...data, access };
}

export default function Subscription() {
  const data = useLoaderData<typeof loader>();
  const storedType = useStoredUserType();
  // Signed out, the layout's public shell gives this screen its header, footer and main landmark.
  return (
    <Screen title="Complete Your Subscription" description="Start your monthly subscription to use TrueRate.">
      <Box style={{ maxWidth: 640 }}>
        <PaymentScreen
          access={data.access}
          plan={planOffer(data.userType ?? storedType)}
          billing={data.billing}
          publishableKey={data.publishableKey}
          requiredSubscription
          // Signed in, the form is the page; a visitor first needs an account to pay with.
          initialStep={data.signedIn ? "form" : "intro"}
          signInTo={data.signedIn ? null : signInLocation("/subscription")}
        />
      </Box>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
