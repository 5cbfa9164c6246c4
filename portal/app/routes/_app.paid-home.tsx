import type { MetaFunction } from "@remix-run/cloudflare";
import { HomeTabs } from "../components/search/home-tabs";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Search Loads");

/** /paid-home: the subscriber's home search screen, the same as / for a signed-in user. */
export default function PaidHome() {
  return (
    <Screen
      title="Find Your True Rate"
      description="Search loads by lane, trailer type and date to see what brokers really paid."
    >
      <HomeTabs />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
