import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Payment Status");

export default function PaymentSuccess() {
  return <Screen title="Payment Status" description="The result of your payment." />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
