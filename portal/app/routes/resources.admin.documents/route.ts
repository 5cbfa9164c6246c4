import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CONSOLE_MESSAGES } from "../../components/admin/console/messages";
import { apiClient } from "../../lib/api-client.server";
import { failed, resultOf, succeeded } from "../../lib/result";
import { reviewDocument } from "./action.server";

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

export const action = (args: ActionFunctionArgs) => reviewDocument(args);
