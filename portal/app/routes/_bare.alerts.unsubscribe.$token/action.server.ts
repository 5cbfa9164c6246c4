import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { components } from "@truerate/sdk";
import { apiClient } from "../../lib/api-client.server";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { failed, type Result, succeeded } from "../../lib/result";
import { unsubscribeFormSchema } from "./schema";

export const UNREACHABLE = "The alert could not be reached. Please try again in a moment.";

/** The alert the link is about (the lane, whether it is on), or why it could not be read. */
export type Reply = Result<components["schemas"]["RateAlertSubscription"]>;

/** The carrier's click: the alert goes off, the lane stays saved. */
export async function unsubscribe({ params, request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, unsubscribeFormSchema);
  if (!parsed.ok) return invalidForm<Reply>(failed(UNREACHABLE));
  const { data: done, error } = await apiClient(context, request).POST("/api/rate-alerts/unsubscribe/{token}", {
    params: { path: { token: params.token ?? "" } },
  });
  return (done ? succeeded(done) : failed(error?.message ?? UNREACHABLE)) satisfies Reply;
}
