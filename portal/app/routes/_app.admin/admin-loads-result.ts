import { type FetchResult, TrueRateApiError } from "@truerate/sdk";
import type { AdminLoadsPage } from "../../components/admin/admin-load";

/** What GET /api/admin/loads answered, as the loader acts on it. */
export type AdminLoadsResult =
  | { state: "ok"; page: AdminLoadsPage }
  /** 401: the session ended; `expired` when the API says it was one that lapsed. */
  | { state: "signed-out"; expired: boolean }
  /** 403: the API does not take this user for an administrator. */
  | { state: "forbidden" }
  | { state: "failed" };

export function adminLoadsResult(answer: FetchResult<AdminLoadsPage>): AdminLoadsResult {
  if (answer.data) return { state: "ok", page: answer.data };
  const { status } = answer.response;
  if (status === 401) {
    const problem = new TrueRateApiError(answer.response, answer.error);
    return { state: "signed-out", expired: problem.details?.sessionExpired === true };
  }
  return status === 403 ? { state: "forbidden" } : { state: "failed" };
}
