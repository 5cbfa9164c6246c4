import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { pageTitle } from "../../lib/meta";
import { signedOutOnly } from "../_bare.auth.$/auth-loader.server";
import { resetPasswordAction } from "./action.server";
import { ResetPasswordForm } from "./reset-password-form";

export const meta: MetaFunction = () => pageTitle("Reset Password", "Choose a new password for your TrueRate account.");

/** /reset-password/:token, for signed-out visitors; the token is the last path segment. */
export function loader(args: LoaderFunctionArgs) {
  return signedOutOnly(args);
}

export function action(args: ActionFunctionArgs) {
  return resetPasswordAction(args);
}

export default function ResetPassword() {
  return <ResetPasswordForm reply={useActionData<typeof action>()} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
