import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Profile");

export default function Profile() {
  return <Screen title="Profile" description="Your account details, company information and subscription." />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
