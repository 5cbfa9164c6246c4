import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/feedback/route-error-boundary";

/** The bare layout of the accounts spec's screens and routes: no navbar, whether or not the visitor is signed in. */
export default function BareLayout() {
  return (
    <main id="main" className="tr-bare-main">
      <Outlet />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
