import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import type { components } from "@truerate/sdk";
import { apiClient } from "../../lib/api-client.server";
import type { SavedReply } from "../../lib/forms/action-reply";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { responseFormSchema } from "./schema";

export type LoadRequestView = components["schemas"]["LoadRequestView"];
type LoadResponseForm = components["schemas"]["LoadResponseForm"];
type LoadResponseResult = components["schemas"]["LoadResponseResult"];

export type RespondLoaderData =
  | { state: "open"; token: string; request: LoadRequestView; now: number }
  | { state: "closed"; status: number; message: string };

export type RespondReply = SavedReply<LoadResponseResult>;

const UNREACHABLE = "The request could not be loaded. Please try again in a moment.";

/** The load a response link names; an expired, altered or used link shows the API's message. */
export async function respondLoader({ params, request, context }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const api = apiClient(context, request);
  const {
    data: view,
    error,
    response,
  } = await api.GET("/api/load-requests/{token}", {
    params: { path: { token } },
  });
  // The loader's clock starts the deadline's countdown, so the server's render and the browser's agree.
  if (view) return { state: "open", token, request: view, now: Date.now() } satisfies RespondLoaderData;
  const status = response.status >= 400 && response.status < 500 ? response.status : 502;
  return data<RespondLoaderData>({ state: "closed", status, message: error?.message ?? UNREACHABLE }, { status });
}

/** The broker's answer: the browser's multipart form goes on to the API as it came, files and fields. */
export async function respondAction({ params, request, context }: ActionFunctionArgs) {
  // The API's own check of the record's fields; the files it judges itself, after this one passes.
  const parsed = await parseForm(request, responseFormSchema);
  if (!parsed.ok)
    return invalidForm<RespondReply>({ ok: false, message: firstError(parsed.fields), fields: parsed.fields });
  const api = apiClient(context, request);
  const {
    data: result,
    error,
    response,
  } = await api.POST("/api/load-requests/{token}/response", {
    params: { path: { token: params.token ?? "" } },
    body: parsed.form as unknown as LoadResponseForm,
  });
  if (result) return data<RespondReply>({ ok: true, data: result });
  const fields = (error?.details?.fields ?? {}) as Record<string, string[]>;
  const status = response.status >= 400 && response.status < 500 ? response.status : 502;
  return data<RespondReply>({ ok: false, message: error?.message ?? UNREACHABLE, fields }, { status });
}
