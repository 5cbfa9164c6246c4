import type { MetaFunction } from "@remix-run/cloudflare";
import { LandingPage } from "../components/landing/landing-page";
import { HomeTabs } from "../components/search/home-tabs";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";
import { useAppUser } from "../lib/use-app-user";

export const meta: MetaFunction = () => pageTitle();

/** / is the landing page for visitors and the home search screen for signed-in users. */
export default function Index() {
  const user = useAppUser();
  if (!user) return <LandingPage />;
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
