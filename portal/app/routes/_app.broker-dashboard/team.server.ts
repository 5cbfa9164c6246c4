import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/cloudflare";
import { type FetchResult, TrueRateApiError } from "@truerate/sdk";
import { cookieHeaders } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { teamFormSchema } from "./schema";
import { type BrokerageMember, TEAM_MESSAGES, type TeamState } from "./team";

/** The broker's standing in their brokerage, from GET /api/brokerage/members. */
export async function fetchTeam(context: AppLoadContext, request: Request): Promise<TeamState> {
  return teamStateOf(await apiClient(context, request).GET("/api/brokerage/members"));
}

/** 200 lists the team; 403 says whether a request is waiting or there is no brokerage at all. */
export function teamStateOf(answer: FetchResult<{ members: BrokerageMember[] }>): TeamState {
  if (answer.data) return { state: "member", members: answer.data.members };
  if (answer.response.status !== 403) return { state: "failed" };
  const problem = new TrueRateApiError(answer.response, answer.error);
  return problem.details?.joinPending === true ? { state: "pending" } : { state: "none" };
}

/**
 * Approve or decline a request to join, as a member: one API call with the browser's cookie and
 * Origin; the API decides who may. The reply carries the toast; Remix reloads the team afterwards.
 */
export async function teamAction({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, teamFormSchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(UNEXPECTED_ERROR) });
  const { intent, id, email } = parsed.data;
  const api = apiClient(context, request);
  const params = { path: { id } };
  const { error, response } =
    intent === "approve"
      ? await api.POST("/api/brokerage/members/{id}/approve", { params })
      : await api.POST("/api/brokerage/members/{id}/decline", { params });
  const headers = cookieHeaders(response);
  if (!response.ok) {
    const problem = new TrueRateApiError(response, error);
    const title = intent === "approve" ? TEAM_MESSAGES.approveFailed : TEAM_MESSAGES.declineFailed;
    const description = problem.message === UNEXPECTED_ERROR ? undefined : problem.message;
    return data<ToastReply>(
      { ok: false, toast: failureToast(title, description) },
      { status: problem.status >= 400 ? problem.status : 502, headers },
    );
  }
  const toast =
    intent === "approve"
      ? { title: "Request approved", description: `${email} is now a member of your brokerage.` }
      : { title: "Request declined", description: `${email} was not added to your brokerage.` };
  return data<ToastReply>({ ok: true, toast }, { headers });
}
