import type { MetaFunction } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Search Results");

export default function SearchResults() {
  return (
    <Screen
      title="Search Results"
      description="Loads that match your search, with the rate posted and the rate the broker really paid."
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
