import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { BROKER_PROFILE_EVENT_KINDS } from "@truerate/domain/enums";
import type { components } from "@truerate/sdk";
import { signInLocation } from "../access";
import { replied, unreachable } from "../admin/console/replies.server";
import { apiClient } from "../api-client.server";
import { resultOf } from "../result";

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

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The profile's forms: the brokerage's reply and dispute, an administrator's decision. */
export async function brokerProfileAction({ params, request, context }: ActionFunctionArgs) {
  const api = apiClient(context, request);
  const form = await request.formData();
  const key = params.key ?? "";
  const intent = text(form, "intent");
  try {
    if (intent === "reply") {
      const answer = await api.POST("/api/brokers/{key}/reply", {
        params: { path: { key } },
        body: { body: text(form, "body") },
      });
      return replied(answer, { title: "Your reply is published on the profile" }, PROFILE_FAILURES.reply);
    }
    if (intent === "dispute") {
      const kind = text(form, "kind") === "complaint" ? "complaint" : "deadline_missed";
      const answer = await api.POST("/api/brokers/{key}/disputes", {
        params: { path: { key } },
        body: { loadId: text(form, "loadId"), kind, statement: text(form, "statement") },
      });
      return replied(answer, { title: "Dispute filed: an administrator will decide it" }, PROFILE_FAILURES.dispute);
    }
    if (intent === "decide") {
      const decision = text(form, "decision") === "upheld" ? "upheld" : "rejected";
      const answer = await api.POST("/api/admin/broker-disputes/{id}/decision", {
        params: { path: { id: text(form, "disputeId") } },
        body: { decision, reason: text(form, "reason") },
      });
      return replied(answer, { title: `Dispute ${decision}` }, PROFILE_FAILURES.decide);
    }
  } catch {
    return unreachable(intent === "decide" ? PROFILE_FAILURES.decide : PROFILE_FAILURES.reply);
  }
  return data({ ok: false, toast: { title: "Unknown form", variant: "destructive" as const } }, { status: 400 });
}
