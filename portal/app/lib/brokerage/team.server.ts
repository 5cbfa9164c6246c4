import { type ActionFunctionArgs, type AppLoadContext, data } from "@remix-run/cloudflare";
import { z } from "zod";
import { apiCall, cookieHeaders } from "../api.server";
import { UNEXPECTED_ERROR } from "../api-problem";
import { type ReadReply, readApi } from "../documents/api-read.server";
import {
  brokerageMemberSchema,
  TEAM_INTENTS,
  TEAM_MESSAGES,
  type TeamIntent,
  type TeamReply,
  type TeamState,
} from "./team";

const membersReplySchema = z.object({ members: z.array(brokerageMemberSchema) });
const joinPendingSchema = z.object({ details: z.object({ joinPending: z.literal(true) }) });

/** The broker's standing in their brokerage, from GET /api/brokerage/members. */
export async function fetchTeam(context: AppLoadContext, request: Request): Promise<TeamState> {
  return teamStateOf(await readApi(context, request, "/api/brokerage/members"));
}

/** 200 lists the team; 403 says whether a request is waiting or there is no brokerage at all. */
export function teamStateOf(reply: ReadReply): TeamState {
  if (reply.status === 200) {
    const parsed = membersReplySchema.safeParse(reply.body);
    return parsed.success ? { state: "member", members: parsed.data.members } : { state: "failed" };
  }
  if (reply.status === 403)
    return joinPendingSchema.safeParse(reply.body).success ? { state: "pending" } : { state: "none" };
  return { state: "failed" };
}

const isIntent = (value: unknown): value is TeamIntent =>
  typeof value === "string" && (TEAM_INTENTS as readonly string[]).includes(value);

/**
 * Approve or decline a request to join, as a member: one API call with the browser's cookie and
 * Origin; the API decides who may. The reply carries the toast; Remix reloads the team afterwards.
 */
export async function teamAction({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const id = form.get("id");
  const email = String(form.get("email") ?? "the broker");
  if (!isIntent(intent) || typeof id !== "string" || id === "") {
    return data<TeamReply>({ ok: false, toast: { title: UNEXPECTED_ERROR, variant: "destructive" } }, { status: 400 });
  }
  const result = await apiCall(context, request, `/api/brokerage/members/${encodeURIComponent(id)}/${intent}`, {
    method: "POST",
  });
  const headers = cookieHeaders(result.setCookies);
  if (!result.ok) {
    const title = intent === "approve" ? TEAM_MESSAGES.approveFailed : TEAM_MESSAGES.declineFailed;
    const description = result.problem.message === UNEXPECTED_ERROR ? undefined : result.problem.message;
    return data<TeamReply>(
      { ok: false, toast: { title, variant: "destructive", ...(description ? { description } : {}) } },
      { status: result.problem.status >= 400 ? result.problem.status : 502, headers },
    );
  }
  const toast =
    intent === "approve"
      ? { title: "Request approved", description: `${email} is now a member of your brokerage.` }
      : { title: "Request declined", description: `${email} was not added to your brokerage.` };
  return data<TeamReply>({ ok: true, toast }, { headers });
}
