import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../../components/feedback/route-error-boundary";
import { AppShell } from "../../components/shell/app-shell";
import { radixThemesLinks } from "../../components/shell/radix-themes-stylesheet";
import { appSession } from "../../lib/app-session.server";
import { PublicShell } from "./public-shell";

/**
 * The signed-in layout (navbar and bottom navigation) of docs/product.md#accounts-screens-and-routes. A
 * signed-out visitor sees the subscription, help and 404 pages here in the public header and
 * footer; every other path sends them to sign in (lib/app-session.server.ts). The home page / is a route of its own (routes/_index.tsx).
 */
export const links: LinksFunction = () => radixThemesLinks;

export async function loader(args: LoaderFunctionArgs) {
  const { headers, ...session } = await appSession(args);
  return data(session, { headers });
}

export default function AppLayout() {
  const { user, avatarUrl } = useLoaderData<typeof loader>();
  if (!user || !avatarUrl)
    return (
      <PublicShell>
        <Outlet />
      </PublicShell>
    );
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
