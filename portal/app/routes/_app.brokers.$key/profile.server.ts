import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { BROKER_PROFILE_EVENT_KINDS } from "@truerate/domain/enums";
import type { components } from "@truerate/sdk";
import { signInLocation } from "../../lib/access";
import { apiClient } from "../../lib/api-client.server";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { type FieldErrors, firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { replied, unreachable } from "../../lib/forms/replies.server";
import { resultOf } from "../../lib/result";
import { PROFILE_INTENTS, profileFormSchema } from "./schema";

const EVENTS_FAILED = "The events could not be loaded. Please try again.";

type Schemas = components["schemas"];
export type BrokerProfile = Schemas["BrokerProfile"];
export type BrokerProfileEvents = Schemas["BrokerProfileEvents"];
export type BrokerDispute = Schemas["BrokerDispute"];
export type ProfileEventKind = BrokerProfileEvents["kind"];

const isEventKind = (value: string | null): value is ProfileEventKind =>
  value !== null && (BROKER_PROFILE_EVENT_KINDS as readonly string[]).includes(value);

export const PROFILE_FAILURES = {
  reply: "Your reply could not be published",
  dispute: "Your dispute could not be filed",
  decide: "The decision could not be recorded",
  events: "The events could not be loaded. Please try again.",
} as const;

/**
 * A broker's profile, and the events behind one figure when the page asks (`?events=missed`). The
 * API decides who may read it: a broker's other brokerage answers 403, shown as the page's 404.
 */
export async function brokerProfileLoader({ params, request, context }: LoaderFunctionArgs) {
  const api = apiClient(context, request);
  const key = params.key ?? "";
  const url = new URL(request.url);
  const kind = url.searchParams.get("events");
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const [profile, events] = await Promise.all([
    api.GET("/api/brokers/{key}", { params: { path: { key } } }),
    isEventKind(kind)
      ? api.GET("/api/brokers/{key}/events", { params: { path: { key }, query: { kind, page } } })
      : Promise.resolve(null),
  ]);
  if (!profile.data) {
    const status = profile.response.status;
    if (status === 401) throw redirect(signInLocation(`${url.pathname}${url.search}`, true));
    if (status === 402) throw redirect("/subscription-info");
    throw data(null, { status: status === 403 || status === 404 ? 404 : 502 });
  }
  return {
    profile: profile.data,
    events: events === null ? null : resultOf(events, EVENTS_FAILED),
  };
}

/** A refused form: the failure toast headed by the first message, as the API would have answered. */
function invalidProfileForm(intent: string | string[] | undefined, fields: FieldErrors) {
  const known = PROFILE_INTENTS.find((candidate) => candidate === intent);
  if (!known) return invalidForm<ToastReply>({ ok: false, toast: failureToast("Unknown form") });
  return invalidForm<ToastReply>({ ok: false, toast: failureToast(PROFILE_FAILURES[known], firstError(fields)) });
}

/** The profile's forms: the brokerage's reply and dispute, an administrator's decision. */
export async function brokerProfileAction({ params, request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, profileFormSchema);
  if (!parsed.ok) return invalidProfileForm(parsed.values.intent, parsed.fields);
  const api = apiClient(context, request);
  const key = params.key ?? "";
  const form = parsed.data;
  try {
    if (form.intent === "reply") {
      const answer = await api.POST("/api/brokers/{key}/reply", {
        params: { path: { key } },
        body: { body: form.body },
      });
      return replied(answer, { title: "Your reply is published on the profile" }, PROFILE_FAILURES.reply);
    }
    if (form.intent === "dispute") {
      const answer = await api.POST("/api/brokers/{key}/disputes", {
        params: { path: { key } },
        body: { loadId: form.loadId, kind: form.kind, statement: form.statement },
      });
      return replied(answer, { title: "Dispute filed: an administrator will decide it" }, PROFILE_FAILURES.dispute);
    }
    const answer = await api.POST("/api/admin/broker-disputes/{id}/decision", {
      params: { path: { id: form.disputeId } },
      body: { decision: form.decision, reason: form.reason },
    });
    return replied(answer, { title: `Dispute ${form.decision}` }, PROFILE_FAILURES.decide);
  } catch {
    return unreachable(form.intent === "decide" ? PROFILE_FAILURES.decide : PROFILE_FAILURES.reply);
  }
}
