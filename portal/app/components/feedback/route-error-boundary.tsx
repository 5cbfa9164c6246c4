import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { CrashScreen } from "./crash-screen";
import { NotFoundScreen } from "./not-found";

/**
 * The ErrorBoundary every route exports, so an error replaces only the failing screen and the
 * shell around it stays usable. A 404 answer shows 'Page Not Found'; anything else is a crash.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <CrashScreen error={error} />;
}
