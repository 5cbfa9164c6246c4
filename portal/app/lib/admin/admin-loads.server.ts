import type { AppLoadContext } from "@remix-run/cloudflare";
import { readApi } from "../documents/api-read.server";
import { type AdminLoadsResult, adminLoadsPath, adminLoadsResult } from "./admin-loads-result";

/** Every load for the admin, newest upload first, or those of one date; never throws. */
export async function fetchAdminLoads(
  context: AppLoadContext,
  request: Request,
  date: string | null,
): Promise<AdminLoadsResult> {
  return adminLoadsResult(await readApi(context, request, adminLoadsPath(date)));
}
