import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/cloudflare";
import { cookieHeaders } from "../api.server";
import { apiClient } from "../api-client.server";
import { deleteReply, SHIPMENTS_MESSAGES, type ShipmentsResult, shipmentsResult } from "./shipments";

/** GET /api/loads/my-loads with the browser's session; every failure becomes a spec message. */
export async function fetchShipments(context: AppLoadContext, request: Request): Promise<ShipmentsResult> {
  try {
    const { data: loads, response } = await apiClient(context, request).GET("/api/loads/my-loads");
    return shipmentsResult(response.status, loads);
  } catch (error) {
    // The SDK reads a successful answer as JSON; one that is not (a sign-in page served instead) throws.
    console.error("GET /api/loads/my-loads answered no JSON", error);
    return { ok: false, message: SHIPMENTS_MESSAGES.notJson };
  }
}

/** Delete (with the owner check done by the API: another carrier's id answers 404). */
export async function deleteShipmentAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const id = formData.get("loadId");
  if (formData.get("intent") !== "delete" || typeof id !== "string" || id === "") {
    return data(deleteReply(false), { status: 400 });
  }
  const { error, response } = await apiClient(context, request).DELETE("/api/loads/{id}", {
    params: { path: { id } },
  });
  const headers = cookieHeaders(response);
  if (!response.ok) {
    const reason = response.status === 409 ? error?.message : undefined;
    return data(deleteReply(false, reason), { status: response.status >= 400 ? response.status : 502, headers });
  }
  return data(deleteReply(true), { headers });
}
