import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiClient } from "../api-client.server";
import { type AdminLoadsResult, adminLoadsResult } from "./admin-loads-result";

/** One numbered page of every load for the admin, newest upload first, or those of one date; never throws. */
export async function fetchAdminLoads(
  context: AppLoadContext,
  request: Request,
  filter: { date: string | null; page: number },
): Promise<AdminLoadsResult> {
  const query = filter.date === null ? { page: filter.page } : { date: filter.date, page: filter.page };
  return adminLoadsResult(await apiClient(context, request).GET("/api/admin/loads", { params: { query } }));
}
