import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_MESSAGES } from "../../components/admin/messages";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { redirectWithToast } from "../../lib/toast.server";
import { recordComplaint } from "./action.server";
import { ComplaintPacketView } from "./complaint-packet";

export const meta: MetaFunction = () => pageTitle("NCCDB complaint packet");

/** Administrators only, like the dashboard; the API refuses anyone else as well. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation(url.pathname, session.expired));
  if (!session.user.isAdmin) {
    throw await redirectWithToast("/", {
      title: ADMIN_MESSAGES.accessDeniedTitle,
      description: ADMIN_MESSAGES.accessDenied,
      variant: "destructive",
    });
  }
  const answer = await apiClient(context, request).GET("/api/admin/loads/{id}/complaint-packet", {
    params: { path: { id: params.loadId ?? "" } },
  });
  if (answer.data) return { packet: answer.data, message: null };
  if (answer.response.status === 404) throw data(null, { status: 404 });
  return { packet: null, message: answer.error?.message ?? "The packet could not be prepared" };
}

export const action = (args: ActionFunctionArgs) => recordComplaint(args);

export default function ComplaintPacketRoute() {
  const { packet, message } = useLoaderData<typeof loader>();
  return (
    <Screen
      title="NCCDB complaint packet"
      description="Everything FMCSA's National Consumer Complaint Database form asks, pre-filled from the load and its evidence."
    >
      <ComplaintPacketView packet={packet} message={message} />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
