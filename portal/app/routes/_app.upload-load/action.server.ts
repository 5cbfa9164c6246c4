import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { loadInputSchema } from "../../components/loads/domain";
import {
  createFailedToast,
  hasChosenLocations,
  loadCreatedToast,
  locationErrorToast,
  locationFieldErrors,
  namesFields,
  type UploadReply,
  validationErrorToast,
} from "../../components/loads/upload-reply";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";

/**
 * The load form (docs/product.md#load-board-states-and-transitions and #load-board-validation-rules): the chosen locations first, then the API's own load schema on the
 * whole payload, then POST /api/loads with the browser's session. The reply carries the toast or the form's notice.
 */
export async function uploadLoadAction({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, loadInputSchema);
  if (!hasChosenLocations(parsed.values)) {
    return invalidForm<UploadReply>({
      ok: false,
      fields: locationFieldErrors(parsed.values, parsed.ok ? {} : parsed.fields),
      notice: locationErrorToast(),
    });
  }
  if (!parsed.ok) {
    return invalidForm<UploadReply>({
      ok: false,
      fields: parsed.fields,
      notice: validationErrorToast(Object.values(parsed.fields).flatMap((messages) => messages ?? [])),
    });
  }
  const {
    data: created,
    error,
    response,
  } = await apiClient(context, request).POST("/api/loads", {
    body: parsed.data,
  });
  // The API's cookies (a slid session expiry) go on to the browser.
  const headers = cookieHeaders(response);
  if (!created) {
    const problem = new TrueRateApiError(response, error);
    const fields = problem.fieldErrors;
    // The door names every field it refuses: the notice lists them all, as the schema check's does.
    const reply: UploadReply = {
      ok: false,
      fields,
      notice: namesFields(fields)
        ? validationErrorToast(Object.values(fields).flatMap((messages) => messages ?? []))
        : createFailedToast(problem.message === UNEXPECTED_ERROR ? undefined : problem.message),
    };
    return data(reply, { status: problem.status >= 400 ? problem.status : 502, headers });
  }
  const reply: UploadReply = {
    ok: true,
    loadId: created.id,
    // A load just saved: its deadline has just started.
    saved: {
      loadNumber: parsed.data.loadNumber,
      brokerName: parsed.data.brokerName,
      deadlineAt: created.deadlineAt,
      complianceStatus: "pending",
    },
    now: Date.now(),
    toast: loadCreatedToast(created.brokerRegistrationStatus, created.linkedDocuments, created.review),
  };
  return data(reply, { status: 201, headers });
}
