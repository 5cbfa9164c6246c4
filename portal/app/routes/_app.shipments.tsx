import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("My Shipments");

export default function Shipments() {
  return (
    <Screen title="My Shipments" description="The loads you have submitted, so you can avoid duplicate submissions." />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
