import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Complete Your Payment");

export default function Checkout() {
  return <Screen title="Complete Your Payment" description="Enter your card details to start your subscription." />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
