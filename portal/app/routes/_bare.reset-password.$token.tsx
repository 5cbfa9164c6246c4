import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Screen } from "../components/shell/screen";
import { getCurrentUser } from "../lib/api.server";
import { pageTitle } from "../lib/meta";

export const meta: MetaFunction = () => pageTitle("Reset Password");

/** /reset-password/:token, for signed-out visitors; the token is the last path segment. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (await getCurrentUser(context, request)) throw redirect("/");
  return { token: params.token ?? "" };
}

export default function ResetPassword() {
  return <Screen title="Reset Password" description="Choose a new password for your TrueRate account." />;
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
