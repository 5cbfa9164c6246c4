import type { TrueRateApiError } from "@truerate/sdk";
import type { FmcsaFailure } from "../../components/auth/auth-reply";

/** The dialog's tips (docs/product.md#accounts-states-and-transitions), used when the API's answer carries none. */
export const FMCSA_DEFAULT_TIPS = [
  "Double-check your MC and DOT numbers.",
  "Make sure your company is registered with the FMCSA.",
  "Make sure the MC and DOT numbers belong to the same company.",
];

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** Reads the 422 FMCSA_VERIFICATION_FAILED details: { valid, error, company_name, status, tips }. */
export function fmcsaFailureOf(problem: TrueRateApiError): FmcsaFailure {
  const details = problem.details ?? {};
  const tips = Array.isArray(details.tips) ? details.tips.filter((tip): tip is string => typeof tip === "string") : [];
  return {
    error: text(details.error) ?? problem.message,
    companyName: text(details.company_name),
    status: text(details.status),
    tips: tips.length > 0 ? tips : FMCSA_DEFAULT_TIPS,
  };
}
