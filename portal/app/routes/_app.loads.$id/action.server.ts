import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseForm } from "../../lib/forms/parse-form.server";
import { verifyTrueRateAction } from "../_app.admin/verify-true-rate.server";
import { PAYMENT_INTENT } from "./payment-reply";
import { recordPaymentAction } from "./record-payment.server";
import { intentSchema } from "./schema";

/**
 * Two forms, by intent: the carrier's payment dates, and an administrator's true-rate entry beside
 * the record (the API refuses each to anyone else).
 */
export async function loadRecordAction(args: ActionFunctionArgs) {
  // A copy is read for the intent; the chosen action checks its own fields on the original.
  const parsed = await parseForm(args.request.clone(), intentSchema);
  return parsed.ok && parsed.data.intent === PAYMENT_INTENT ? recordPaymentAction(args) : verifyTrueRateAction(args);
}
