import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { SignInScreen } from "../../components/auth/sign-in-screen";
import { pageTitle } from "../../lib/meta";
import { authAction } from "../_bare.auth.$/auth-action.server";

export const meta: MetaFunction = () =>
  pageTitle(
    "Register",
    "Register your carrier or brokerage with TrueRate: your MC and DOT numbers are checked against the FMCSA registry.",
  );

/** /login and /register show the same sign-in and registration screen, to anyone (docs/product.md#accounts-screens-and-routes). */
export function action(args: ActionFunctionArgs) {
  return authAction(args);
}

export { authShouldRevalidate as shouldRevalidate } from "../_bare.auth.$/auth-route";

export default function Register() {
  return <SignInScreen reply={useActionData<typeof action>()} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
