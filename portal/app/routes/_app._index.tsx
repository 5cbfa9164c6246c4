import type { MetaFunction } from "@remix-run/cloudflare";
import { lazy, Suspense } from "react";
import { LandingPage } from "../components/landing/landing-page";
import { Screen } from "../components/shell/screen";
import { pageTitle } from "../lib/meta";
import { useAppUser } from "../lib/use-app-user";

export const meta: MetaFunction = () => pageTitle();

// The signed-in search is its own chunk, so visitors of the landing page never download it (the
// landing page's JavaScript budget). The server still renders it; the browser hydrates it once loaded.
const HomeTabs = lazy(() => import("../components/search/home-tabs").then((module) => ({ default: module.HomeTabs })));

/** / is the landing page for visitors and the home search screen for signed-in users. */
export default function Index() {
  const user = useAppUser();
  if (!user) return <LandingPage />;
  return (
    <Screen
      title="Find Your True Rate"
      description="Search loads by lane, trailer type and date to see what brokers really paid."
    >
      <Suspense fallback={null}>
        <HomeTabs />
      </Suspense>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
