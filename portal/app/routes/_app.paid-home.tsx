import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Search Loads");

export default function PaidHome() {
  return (
    <Screen title="Search Loads" description="Search verified, broker-paid rates by lane, trailer type and date." />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
