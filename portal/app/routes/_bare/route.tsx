import type { LinksFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "../../components/feedback/route-error-boundary";
import { radixThemesLinks } from "../../components/shell/radix-themes-stylesheet";

export const links: LinksFunction = () => radixThemesLinks;

/** The bare layout of docs/product.md#accounts-screens-and-routes: no navbar, whether or not the visitor is signed in. */
export default function BareLayout() {
  return (
    <main id="main" className="tr-bare-main">
      <Outlet />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
