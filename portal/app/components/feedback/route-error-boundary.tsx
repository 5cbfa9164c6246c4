import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { CROSS_ORIGIN_REASON } from "../../lib/security/same-origin";
import { CrashScreen } from "./crash-screen";
import { CrossOriginScreen } from "./cross-origin-screen";
import { NotFoundScreen } from "./not-found";

/**
 * The ErrorBoundary every route exports, so an error replaces only the failing screen and the
 * shell around it stays usable. A 404 answer shows 'Page Not Found', a form posted from another
 * site its 403 screen; anything else is a crash.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 403 && error.data?.reason === CROSS_ORIGIN_REASON) {
    return <CrossOriginScreen />;
  }
  return <CrashScreen error={error} />;
}
