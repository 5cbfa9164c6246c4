import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { COMPLAINT_OUTCOMES } from "@truerate/domain/enums";
import { z } from "zod";
import { ComplaintPacketView } from "../../components/admin/complaint-packet";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { ADMIN_MESSAGES } from "../../components/admin/messages";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { pageTitle } from "../../lib/meta";
import { redirectWithToast } from "../../lib/toast.server";

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

/** The Complaint ID as typed (the API judges it) and the outcome, "filed" unless another is chosen. */
const complaintFormSchema = z.object({
  nccdbComplaintId: z.string().default(""),
  outcome: z.enum(COMPLAINT_OUTCOMES).catch("filed"),
});

/** Records the Complaint ID NCCDB answered and its outcome. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const parsed = await parseForm(request, complaintFormSchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(CONSOLE_MESSAGES.complaintFailed) });
  try {
    const answer = await apiClient(context, request).PUT("/api/admin/loads/{id}/complaint", {
      params: { path: { id: params.loadId ?? "" } },
      body: parsed.data,
    });
    return replied(
      answer,
      { title: CONSOLE_MESSAGES.complaintRecorded, description: answer.data?.nccdbComplaintId },
      CONSOLE_MESSAGES.complaintFailed,
    );
  } catch {
    return unreachable(CONSOLE_MESSAGES.complaintFailed);
  }
}

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
