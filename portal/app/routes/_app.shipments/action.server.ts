import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { deleteFormSchema } from "./schema";
import { deleteReply } from "./shipments";

/** Delete (with the owner check done by the API: another carrier's id answers 404). */
export async function deleteShipment({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, deleteFormSchema);
  if (!parsed.ok) return invalidForm(deleteReply(false));
  const { error, response } = await apiClient(context, request).DELETE("/api/loads/{id}", {
    params: { path: { id: parsed.data.loadId } },
  });
  const headers = cookieHeaders(response);
  if (!response.ok) {
    const reason = response.status === 409 ? error?.message : undefined;
    return data(deleteReply(false, reason), { status: response.status >= 400 ? response.status : 502, headers });
  }
  return data(deleteReply(true), { headers });
}
