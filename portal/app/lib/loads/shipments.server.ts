import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/cloudflare";
import { apiCall, cookieHeaders } from "../api.server";
import { apiFetch } from "../api-client.server";
import { deleteReply, SHIPMENTS_MESSAGES, type ShipmentsResult, shipmentsResult } from "./shipments";

const CALL_TIMEOUT_MS = 15_000;

/** GET /api/loads/my-loads with the browser's session; every failure becomes a spec message. */
export async function fetchShipments(context: AppLoadContext, request: Request): Promise<ShipmentsResult> {
  try {
    const response = await apiFetch(context, request, "/api/loads/my-loads", {
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const contentType = response.headers.get("content-type");
    const body: unknown = contentType?.includes("json") ? await response.json().catch(() => null) : null;
    return shipmentsResult(response.status, contentType, body);
  } catch (error) {
    console.error("GET /api/loads/my-loads failed", error);
    return { ok: false, message: SHIPMENTS_MESSAGES.failed };
  }
}

/** Delete (with the owner check done by the API: another carrier's id answers 404). */
export async function deleteShipmentAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const id = formData.get("loadId");
  if (formData.get("intent") !== "delete" || typeof id !== "string" || id === "") {
    return data(deleteReply(false), { status: 400 });
  }
  const result = await apiCall(context, request, `/api/loads/${encodeURIComponent(id)}`, { method: "DELETE" });
  const headers = cookieHeaders(result.setCookies);
  if (!result.ok)
    return data(deleteReply(false), { status: result.problem.status >= 400 ? result.problem.status : 502, headers });
  return data(deleteReply(true), { headers });
}
