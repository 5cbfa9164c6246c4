import type { MetaFunction } from "@remix-run/cloudflare";
import { SignedInHome } from "../../components/search/signed-in-home";
import { pageTitle } from "../../lib/meta";

export const meta: MetaFunction = () => pageTitle("Search Loads");

/** /paid-home: the subscriber's home search screen, the same as / for a signed-in user. */
export default function PaidHome() {
  return <SignedInHome />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
