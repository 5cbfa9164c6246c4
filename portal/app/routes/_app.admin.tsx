import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Admin Dashboard");

export default function Admin() {
  return (
    <Screen
      title="Admin Dashboard"
      description="Load management, the 48-hour tracker, brokerage search and document review."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
