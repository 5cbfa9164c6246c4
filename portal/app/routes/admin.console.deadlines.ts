import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../lib/admin/console/messages";
import { loaded, replied, unreachable } from "../lib/admin/console/replies.server";
import { apiClient } from "../lib/api-client.server";

/** The 48H tracker's data for its tab (GET /api/admin/deadlines); the API decides who may. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await apiClient(context, request)
    .GET("/api/admin/deadlines")
    .catch(() => null);
  return answer
    ? loaded(answer, CONSOLE_MESSAGES.deadlinesFailed)
    : { ok: false as const, message: CONSOLE_MESSAGES.deadlinesFailed };
}

/** Notify: once per load and type; the API's 409 says a second click was already sent. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const type = form.get("type") === "deadline_missed" ? "deadline_missed" : "pending_docs";
  const loadNumber = String(form.get("loadNumber") ?? "");
  try {
    const answer = await apiClient(context, request).POST("/api/admin/deadlines/{id}/notify", {
      params: { path: { id } },
      body: { type },
    });
    // A second click (or a notice this load does not need): the API's own words say which.
    if (answer.response.status === 409)
      return replied(answer, { title: "" }, answer.error?.message ?? CONSOLE_MESSAGES.alreadySent);
    return replied(
      answer,
      { title: CONSOLE_MESSAGES.notified, description: `Load ${loadNumber}` },
      CONSOLE_MESSAGES.notifyFailed,
    );
  } catch {
    return unreachable(CONSOLE_MESSAGES.notifyFailed);
  }
}
