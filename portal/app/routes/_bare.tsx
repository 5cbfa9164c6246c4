import { Outlet } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/feedback/route-error-boundary";

/** The bare layout of spec 000 §2: no navbar, whether or not the visitor is signed in. */
export default function BareLayout() {
  return (
    <main id="main" className="tr-bare-main">
      <Outlet />
    </main>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
