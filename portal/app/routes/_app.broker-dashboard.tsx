import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Broker Dashboard");

export default function BrokerDashboard() {
  return (
    <Screen
      title="Broker Dashboard"
      description="Document requests, matched loads, compliance and analytics for your brokerage."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
