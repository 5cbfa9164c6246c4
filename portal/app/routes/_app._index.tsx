import type { MetaFunction } from "@remix-run/cloudflare";
import { LandingPage } from "../components/landing/landing-page";
import { SignedInHome } from "../components/search/signed-in-home";
import { pageTitle } from "../lib/meta";
import { useAppUser } from "../lib/use-app-user";

export const meta: MetaFunction = () => pageTitle();

/** / is the landing page for visitors and the home search screen for signed-in users. */
export default function Index() {
  const user = useAppUser();
  if (!user) return <LandingPage />;
  return <SignedInHome />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
