import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Help Center");

export default function Help() {
  return <Screen title="Help Center" description="Guides, answers to common questions and ways to reach support." />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
