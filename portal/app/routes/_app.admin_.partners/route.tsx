import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PARTNER_SCOPES } from "@truerate/domain/partners/vocabulary";
import type { Problem } from "@truerate/sdk";
import { z } from "zod";
import { type PartnersActionData, PartnersScreen } from "../../components/admin/partners/partners-screen";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import { pageTitle } from "../../lib/meta";

export const meta: MetaFunction = () => pageTitle("Partners");

/** Administrators only: the API refuses everyone else the same calls. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation(new URL(request.url).pathname, session.expired));
  if (!session.user.isAdmin) throw redirect("/");
  const url = new URL(request.url);
  const page = Math.max(1, Math.trunc(Number(url.searchParams.get("page")) || 1));
  const q = url.searchParams.get("q")?.trim().slice(0, 120) ?? "";
  const sort: "newest" | "name" = url.searchParams.get("sort") === "name" ? "name" : "newest";
  const { data, response } = await apiClient(context, request).GET("/api/admin/partners", {
    params: { query: { page, sort, ...(q ? { q } : {}) } },
  });
  if (response.status === 401) throw redirect(signInLocation("/admin/partners", true));
  return {
    listing: data ?? { organisations: [], total: 0, page, pageSize: 20 },
    filter: { q, sort },
    loadError: data ? null : "Partners could not be loaded. Please try again.",
  };
}

const problemOf = (problem: Pick<Problem, "message" | "details"> | undefined): PartnersActionData => ({
  error: problem?.message ?? "The request failed",
  fields: problem?.details?.fields as Record<string, string[]> | undefined,
});

const trimmed = z.string().trim().default("");

/** One form per intent; names and e-mails as typed (trimmed), for the API to judge. */
const partnersFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-organisation"), name: trimmed, carrierEmail: trimmed }),
  z.object({
    intent: z.literal("create-client"),
    organisationId: trimmed,
    name: trimmed,
    scopes: z.array(z.enum(PARTNER_SCOPES)),
    sandbox: trimmed,
  }),
  z.object({ intent: z.enum(["rotate", "revoke"]), clientId: trimmed }),
]);

type PartnersForm = z.output<typeof partnersFormSchema>;

const INTENTS: readonly unknown[] = ["create-organisation", "create-client", "rotate", "revoke"];

/** One form per intent: create an organisation, issue a client, rotate or revoke one. */
export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await parseForm(request, partnersFormSchema, { arrays: ["scopes"] });
  if (!parsed.ok) {
    return invalidForm<PartnersActionData>(
      INTENTS.includes(parsed.values.intent)
        ? {
            error: firstError(parsed.fields) ?? "The request failed",
            fields: parsed.fields as Record<string, string[]>,
          }
        : { error: "Unknown action" },
    );
  }
  return send(apiClient(context, request), parsed.data);
}

async function send(api: ReturnType<typeof apiClient>, form: PartnersForm): Promise<PartnersActionData> {
  switch (form.intent) {
    case "create-organisation": {
      const { error } = await api.POST("/api/admin/partners", {
        body: { name: form.name, ...(form.carrierEmail ? { carrierEmail: form.carrierEmail } : {}) },
      });
      return error ? problemOf(error) : {};
    }
    case "create-client": {
      const { data, error } = await api.POST("/api/admin/partners/{id}/clients", {
        params: { path: { id: form.organisationId } },
        body: { name: form.name, scopes: form.scopes, sandbox: form.sandbox === "on" },
      });
      if (!data) return problemOf(error);
      return { issued: { clientId: data.client.id, clientSecret: data.clientSecret, name: data.client.name } };
    }
    case "rotate": {
      const { data, error } = await api.POST("/api/admin/partner-clients/{id}/rotate", {
        params: { path: { id: form.clientId } },
        body: {},
      });
      if (!data) return problemOf(error);
      return { issued: { clientId: data.client.id, clientSecret: data.clientSecret, name: data.client.name } };
    }
    case "revoke": {
      const { error } = await api.POST("/api/admin/partner-clients/{id}/revoke", {
        params: { path: { id: form.clientId } },
      });
      return error ? problemOf(error) : {};
    }
  }
}

export default function AdminPartnersRoute() {
  const { listing, filter, loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <Screen
      title="Partners"
      description="TMS and load-board partners of the API: their organisations and API clients. Secrets are shown once."
    >
      <PartnersScreen listing={listing} filter={filter} loadError={loadError} actionData={actionData} />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
