import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { apiCall, cookieHeaders } from "../api.server";
import { UNEXPECTED_ERROR } from "../api-problem";
import { fieldErrorsOf, formValues } from "../forms/field-errors";
import { loadInputSchema } from "./domain";
import {
  createFailedToast,
  hasChosenLocations,
  LOAD_FORM_FIELDS,
  loadCreatedToast,
  locationErrorToast,
  locationFieldErrors,
  type UploadReply,
  validationErrorToast,
} from "./upload-reply";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The load form (spec 001 §4, §5): the chosen locations first, then the API's own load schema on the
 * whole payload, then POST /api/loads with the browser's session. The reply carries the toast.
 */
export async function uploadLoadAction({ request, context }: ActionFunctionArgs) {
  const values = formValues(await request.formData(), LOAD_FORM_FIELDS);
  if (!hasChosenLocations(values)) {
    const checked = loadInputSchema.safeParse(values);
    const schemaFields = checked.success ? {} : fieldErrorsOf(checked.error);
    const reply: UploadReply = {
      ok: false,
      fields: locationFieldErrors(values, schemaFields),
      toast: locationErrorToast(),
    };
    return data(reply, { status: 400 });
  }
  const parsed = loadInputSchema.safeParse(values);
  if (!parsed.success) {
    const reply: UploadReply = {
      ok: false,
      fields: fieldErrorsOf(parsed.error),
      toast: validationErrorToast(parsed.error.issues.map((issue) => issue.message)),
    };
    return data(reply, { status: 400 });
  }
  const result = await apiCall(context, request, "/api/loads", { method: "POST", json: parsed.data });
  if (!result.ok) {
    const { problem } = result;
    const reply: UploadReply = {
      ok: false,
      fields: problem.fields,
      toast: createFailedToast(problem.message === UNEXPECTED_ERROR ? undefined : problem.message),
    };
    return data(reply, {
      status: problem.status >= 400 ? problem.status : 502,
      headers: cookieHeaders(result.setCookies),
    });
  }
  const body = isRecord(result.body) ? result.body : {};
  const status = body.brokerRegistrationStatus === "registered" ? "registered" : "unregistered";
  const linked = typeof body.linkedDocuments === "number" ? body.linkedDocuments : 0;
  const reply: UploadReply = {
    ok: true,
    loadId: typeof body.id === "string" ? body.id : crypto.randomUUID(),
    toast: loadCreatedToast(status, linked),
  };
  // The API's cookies (a slid session expiry) go on to the browser.
  return data(reply, { status: 201, headers: cookieHeaders(result.setCookies) });
}
