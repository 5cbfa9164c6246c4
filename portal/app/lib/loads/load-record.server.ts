import { data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import type { components } from "@truerate/sdk";
import { signInLocation } from "../access";
import { apiClient } from "../api-client.server";

export type LoadRecord = components["schemas"]["LoadRecord"];

/** A load's request, record, documents and margin, for its carrier, its brokerage or an admin. */
export async function loadRecordLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = apiClient(context, request);
  const { data: record, response } = await api.GET("/api/loads/{id}/record", {
    params: { path: { id: params.id ?? "" } },
  });
  // The loader's clock starts the page's countdown, so the server's render and the browser's agree.
  if (record) return { record, now: Date.now() };
  const url = new URL(request.url);
  if (response.status === 401) throw redirect(signInLocation(`${url.pathname}${url.search}`, true));
  if (response.status === 402) throw redirect("/subscription-info");
  // Another tenant's load, or none: the same 404 the API answers.
  throw data(null, { status: response.status === 403 || response.status === 404 ? 404 : 502 });
}
