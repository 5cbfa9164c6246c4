import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Subscribe to TrueRate");

export default function SubscriptionInfo() {
  return (
    <Screen
      title="Subscribe to TrueRate"
      description="A monthly subscription gives you every verified rate, unlimited searches and e-mail notifications."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
