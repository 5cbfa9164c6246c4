import type { AppLoadContext } from "@remix-run/cloudflare";
import { apiClient } from "../api-client.server";
import { type AdminLoadsResult, adminLoadsResult } from "./admin-loads-result";

/** Every load for the admin, newest upload first, or those of one date; never throws. */
export async function fetchAdminLoads(
  context: AppLoadContext,
  request: Request,
  date: string | null,
): Promise<AdminLoadsResult> {
  const query = date === null ? {} : { date };
  return adminLoadsResult(await apiClient(context, request).GET("/api/admin/loads", { params: { query } }));
}
