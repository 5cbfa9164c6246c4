import { type ActionFunctionArgs, data } from "@remix-run/cloudflare";
import { PAYMENT_DATE_MESSAGES, paymentDatesInputSchema } from "@truerate/domain/brokers/payment-dates";
import { TrueRateApiError } from "@truerate/sdk";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import type { PaymentReply } from "./payment-reply";

/**
 * Saves a load's payment dates (PUT /api/loads/{id}/payment) with the browser's cookie; the API
 * checks who may and the dates against the load, and its field messages go back to the form.
 */
export async function recordPaymentAction({ request, context, params }: ActionFunctionArgs) {
  // The same schema as the API's, so a browser without script sees the same messages.
  const parsed = await parseForm(request, paymentDatesInputSchema);
  if (!parsed.ok) return invalidForm<PaymentReply>({ ok: false, fields: parsed.fields });
  const {
    data: saved,
    error,
    response,
  } = await apiClient(context, request).PUT("/api/loads/{id}/payment", {
    params: { path: { id: params.id ?? "" } },
    body: {
      invoicedOn: parsed.data.invoicedOn ?? null,
      paidOn: parsed.data.paidOn ?? null,
      notPaid: parsed.data.notPaid ?? false,
    },
  });
  const headers = cookieHeaders(response);
  if (saved) return data<PaymentReply>({ ok: true, data: saved, message: PAYMENT_DATE_MESSAGES.saved }, { headers });
  const problem = new TrueRateApiError(response, error);
  const fields = problem.fieldErrors;
  const message = problem.fromServer && problem.message !== UNEXPECTED_ERROR ? problem.message : undefined;
  return data<PaymentReply>(
    {
      ok: false,
      fields,
      ...(Object.keys(fields).length > 0 ? {} : { message: message ?? PAYMENT_DATE_MESSAGES.saveFailed }),
    },
    { status: problem.status >= 400 ? problem.status : 502, headers },
  );
}
