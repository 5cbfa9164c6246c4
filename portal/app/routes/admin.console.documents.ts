import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../lib/admin/console/messages";
import { replied, unreachable } from "../lib/admin/console/replies.server";
import { apiClient } from "../lib/api-client.server";
import { failed, resultOf, succeeded } from "../lib/result";

/** Document Management's statistics and load compliance table, read together. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiClient(context, request);
  try {
    const [stats, rows] = await Promise.all([
      api.GET("/api/admin/documents/stats"),
      api.GET("/api/admin/documents/pending"),
    ]);
    const statsLoaded = resultOf(stats, CONSOLE_MESSAGES.documentsFailed);
    const rowsLoaded = resultOf(rows, CONSOLE_MESSAGES.documentsFailed);
    if (!statsLoaded.ok || !rowsLoaded.ok) return failed(CONSOLE_MESSAGES.documentsFailed);
    return succeeded({ stats: statsLoaded.data.stats, loads: rowsLoaded.data.loads });
  } catch {
    return failed(CONSOLE_MESSAGES.documentsFailed);
  }
}

/** Approve (notes optional) or deny (reason required: the API refuses a blank one with its message). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const notes = String(form.get("notes") ?? "").trim() || undefined;
  const api = apiClient(context, request);
  const params = { path: { id } };
  if (form.get("intent") === "approve") {
    try {
      const answer = await api.POST("/api/admin/documents/{id}/approve", { params, body: { notes } });
      return replied(answer, { title: CONSOLE_MESSAGES.approved }, CONSOLE_MESSAGES.approveFailed);
    } catch {
      return unreachable(CONSOLE_MESSAGES.approveFailed);
    }
  }
  try {
    const reason = String(form.get("reason") ?? "");
    const answer = await api.POST("/api/admin/documents/{id}/deny", { params, body: { reason, notes } });
    return replied(answer, { title: CONSOLE_MESSAGES.denied }, CONSOLE_MESSAGES.denyFailed);
  } catch {
    return unreachable(CONSOLE_MESSAGES.denyFailed);
  }
}
