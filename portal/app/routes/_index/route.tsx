import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { type ClientLoaderFunctionArgs, useLoaderData } from "@remix-run/react";
import { serverListState } from "../../components/carrier-tools/use-api-list";
import { RouteErrorBoundary } from "../../components/feedback/route-error-boundary";
import { loadSignedInHomeScreen, SignedInHomeChunk } from "../../components/search/signed-in-home-chunk";
import { RadixThemesStylesheet } from "../../components/shell/radix-themes-stylesheet";
import { apiClient } from "../../lib/api-client.server";
import { appSession } from "../../lib/app-session.server";
import { pageTitle } from "../../lib/meta";
import { stylesheetsLoaded } from "../../lib/rendering/stylesheets";
import { LandingPage, landingStylesheets } from "./landing-page";

export const meta: MetaFunction = () => pageTitle();

/**
 * / is the landing page for visitors and the home search (in the signed-in shell) for signed-in
 * users. It is not a child of the _app layout, so the landing page's scripts hold neither the shell
 * nor the search: a signed-in user's screen comes as one chunk, loaded before it renders.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { headers, ...session } = await appSession(args);
  if (!session.user) return data({ ...session, savedLanes: null }, { headers });
  // A carrier's saved lanes come in the page, not in a fetch after hydration (a spinner, then a render).
  const [savedLanes] = await Promise.all([
    session.user.userType === "carrier"
      ? apiClient(args.context, args.request).GET("/api/saved-lanes").then(serverListState)
      : null,
    loadSignedInHomeScreen(),
  ]);
  return data({ ...session, savedLanes }, { headers });
}

/** A navigation to / (after signing in, say) waits for its screen's chunk and styles as for its data. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const session = await serverLoader<typeof loader>();
  await (session.user ? loadSignedInHomeScreen() : stylesheetsLoaded(landingStylesheets));
  return session;
}

export default function Index() {
  const { user, avatarUrl, savedLanes } = useLoaderData<typeof loader>();
  if (!user || !avatarUrl) return <LandingPage />;
  return <SignedInHomeChunk user={user} avatarUrl={avatarUrl} savedLanes={savedLanes} />;
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <RadixThemesStylesheet />
      <RouteErrorBoundary />
    </main>
  );
}
