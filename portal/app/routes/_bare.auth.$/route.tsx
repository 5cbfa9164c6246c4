import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { SignInScreen } from "../../components/auth/sign-in-screen";
import { pageTitle } from "../../lib/meta";
import { authAction } from "./auth-action.server";
import { signedOutOnly } from "./auth-loader.server";

export const meta: MetaFunction = () =>
  pageTitle(
    "Sign in",
    "Sign in to TrueRate or register as a carrier or broker to see verified true rates and track the 48-hour document deadline.",
  );

/** /auth and every path under it: the sign-in screen, for signed-out visitors only. */
export function loader(args: LoaderFunctionArgs) {
  return signedOutOnly(args);
}

export function action(args: ActionFunctionArgs) {
  return authAction(args);
}

export { authShouldRevalidate as shouldRevalidate } from "./auth-route";

export default function Auth() {
  return <SignInScreen reply={useActionData<typeof action>()} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
