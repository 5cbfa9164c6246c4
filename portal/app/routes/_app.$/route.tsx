import { data, type MetaFunction } from "@remix-run/cloudflare";
import { pageTitle } from "../../lib/meta";

export const meta: MetaFunction = () => pageTitle("Page Not Found");

/**
 * Any other path. Signed out, the `_app` layout has already sent the visitor to sign in; signed
 * in, this answers 404 and the error boundary shows 'Page Not Found' inside the shell.
 */
export function loader() {
  throw data("Not Found", { status: 404 });
}

export default function CatchAll() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
