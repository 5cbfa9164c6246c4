import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/feedback/route-error-boundary";
import { AppShell } from "../components/shell/app-shell";
import { signedOutDecision } from "../lib/access";
import { cookieHeaders, getSession } from "../lib/api.server";
import { avatarUrl } from "../lib/avatar.server";
import { shellGateRedirect } from "../lib/subscription/shell-gate.server";

/**
 * The signed-in layout (navbar and bottom navigation) of the accounts spec's screens and routes. A signed-out visitor sees
 * the landing page at / and the bare subscription page; every other path sends them to sign in,
 * with the 'Session Expired' notice when the API refused the session they presented.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  // The API's cookies go on to the browser: a slid session expiry, or a stale cookie cleared.
  const headers = cookieHeaders(session.setCookies);
  const { user } = session;
  if (!user) {
    const url = new URL(request.url);
    const decision = signedOutDecision(url.pathname, url.search, session.expired);
    if (decision.kind === "sign-in") throw redirect(decision.location, { headers });
    return data({ user: null, avatarUrl: null }, { headers });
  }
  // The app shell gating of the accounts spec's states and transitions, on the API's subscription check (lib/subscription/shell-gate.ts).
  const gate = await shellGateRedirect(context, request, user, headers);
  if (gate) throw gate;
  return data({ user, avatarUrl: await avatarUrl(user.email) }, { headers });
}

export default function AppLayout() {
  const { user, avatarUrl } = useLoaderData<typeof loader>();
  if (!user || !avatarUrl) return <Outlet />;
  return (
    <AppShell user={user} avatarUrl={avatarUrl}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteErrorBoundary />
    </main>
  );
}
