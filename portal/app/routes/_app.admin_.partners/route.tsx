import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { partnersAction } from "./action.server";
import { PartnersScreen } from "./partners/partners-screen";

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

export const action = (args: ActionFunctionArgs) => partnersAction(args);

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
