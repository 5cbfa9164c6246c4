import type { MetaFunction } from "@remix-run/cloudflare";
import { Suspense } from "react";
import { LandingPage } from "../components/landing/landing-page";
import { SignedInHomeChunk } from "../lib/lazy-chunks";
import { pageTitle } from "../lib/meta";
import { useAppUser } from "../lib/use-app-user";

export const meta: MetaFunction = () => pageTitle();

// The signed-in search is its own chunk, so visitors of the landing page never download it (the
// landing page's JavaScript budget). The server still renders it; the browser hydrates it once loaded.
const SignedInHome = SignedInHomeChunk;

/** / is the landing page for visitors and the home search screen for signed-in users. */
export default function Index() {
  const user = useAppUser();
  if (!user) return <LandingPage />;
  return (
    <Suspense fallback={null}>
      <SignedInHome />
    </Suspense>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
