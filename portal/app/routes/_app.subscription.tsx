import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Complete Your Subscription");

export default function Subscription() {
  return (
    <Screen title="Complete Your Subscription" description="Choose your plan and start your monthly subscription." />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
