import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { SignInScreen } from "../components/auth/sign-in-screen";
import { getCurrentUser } from "../lib/api.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Sign in");

/** /auth and every path under it: the sign-in screen, for signed-out visitors only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getCurrentUser(context, request)) throw redirect("/");
  return null;
}

export default function Auth() {
  return <SignInScreen />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
