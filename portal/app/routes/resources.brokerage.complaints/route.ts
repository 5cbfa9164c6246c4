import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { failed, resultOf } from "../../lib/result";

const FAILED = "Failed to load complaints";
const REPLY_FAILED = "Failed to send your reply";

/** The complaints filed with FMCSA about the broker's brokerage (GET /api/brokerage/complaints). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    return resultOf(await apiClient(context, request).GET("/api/brokerage/complaints"), FAILED);
  } catch {
    return failed(FAILED);
  }
}

/** Which complaint, and the reply as typed. */
const complaintReplySchema = z.object({ id: z.string().default(""), reply: z.string().default("") });

/** The brokerage's reply to one complaint; the API refuses a blank one with its message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, complaintReplySchema);
  if (!parsed.ok) return invalidForm<ToastReply>({ ok: false, toast: failureToast(REPLY_FAILED) });
  try {
    const answer = await apiClient(context, request).POST("/api/brokerage/complaints/{id}/reply", {
      params: { path: { id: parsed.data.id } },
      body: { reply: parsed.data.reply },
    });
    return replied(answer, { title: "Reply sent" }, REPLY_FAILED);
  } catch {
    return unreachable(REPLY_FAILED);
  }
}
