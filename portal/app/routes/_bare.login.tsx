import type { MetaFunction } from "@remix-run/cloudflare";
import { SignInScreen } from "../components/auth/sign-in-screen";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Log in");

/** /login and /register show the same sign-in and registration screen (spec 000 §2). */
export default function Login() {
  return <SignInScreen />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
