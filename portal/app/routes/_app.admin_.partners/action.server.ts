import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import type { Problem } from "@truerate/sdk";
import { apiClient } from "../../lib/api-client.server";
import { firstError } from "../../lib/forms/field-errors";
import { invalidForm, parseForm } from "../../lib/forms/parse-form.server";
import type { PartnersActionData } from "./partners/partners-screen";
import { type PartnersForm, partnersFormSchema } from "./schema";

const problemOf = (problem: Pick<Problem, "message" | "details"> | undefined): PartnersActionData => ({
  error: problem?.message ?? "The request failed",
  fields: problem?.details?.fields as Record<string, string[]> | undefined,
});

const INTENTS: readonly unknown[] = ["create-organisation", "create-client", "rotate", "revoke"];

/** One form per intent: create an organisation, issue a client, rotate or revoke one. */
export async function partnersAction({ request, context }: ActionFunctionArgs) {
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
