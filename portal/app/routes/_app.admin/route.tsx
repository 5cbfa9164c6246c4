import { Flex, Link as RadixLink } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { AdminLoadsPage } from "../../components/admin/admin-load";
import { ADMIN_MESSAGES } from "../../components/admin/messages";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { failed, type Result, succeeded } from "../../lib/result";
import { redirectWithToast } from "../../lib/toast.server";
import { AdminDashboard } from "./admin-dashboard";
import { adminLoadsResult } from "./admin-loads-result";
import { parseDateFilter } from "./date-filter";
import { verifyTrueRateAction } from "./verify-true-rate.server";

export const meta: MetaFunction = () => pageTitle("Admin Dashboard");

/** docs/product.md#load-board-roles-and-permissions: a non-admin is told so and sent home. */
const accessDenied = () =>
  redirectWithToast("/", {
    title: ADMIN_MESSAGES.accessDeniedTitle,
    description: ADMIN_MESSAGES.accessDenied,
    variant: "destructive",
  });

/**
 * Admins only: the session says who is an admin, and the API refuses the same call to anyone else,
 * so a 403 from it (an admin demoted meanwhile) ends the same way. `?date=` filters the loads, `?page=` pages them.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation(here, session.expired));
  if (!session.user.isAdmin) throw await accessDenied();
  const filter = parseDateFilter(url.searchParams.get("date"));
  // A hand-made date the API would refuse: show every load rather than an error.
  if (filter.kind === "invalid") throw redirect(url.pathname);
  const date = filter.kind === "date" ? filter.date : null;

  // A page number that is not one (`?page=x`, `?page=0`) is the first page.
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const query = date === null ? { page } : { date, page };
  const result = adminLoadsResult(await apiClient(context, request).GET("/api/admin/loads", { params: { query } }));
  if (result.state === "signed-out") throw redirect(signInLocation(here, result.expired));
  if (result.state === "forbidden") throw await accessDenied();
  const loads: Result<AdminLoadsPage> =
    result.state === "ok" ? succeeded(result.page) : failed(ADMIN_MESSAGES.loadsFailed);
  return { date, loads };
}

/** Load Management's true-rate entry (intent "verify"). */
export const action = (args: ActionFunctionArgs) => verifyTrueRateAction(args);

export default function AdminRoute() {
  const { date, loads } = useLoaderData<typeof loader>();
  return (
    <Screen
      title="Admin Dashboard"
      description="Verify true rates: every uploaded load, newest first, with the rate the broker really paid."
    >
      <Flex justify="end" mb="3">
        <RadixLink asChild size="2">
          <Link to="/admin/partners">Partner API organisations and clients</Link>
        </RadixLink>
      </Flex>
      <AdminDashboard loads={loads} date={date} />
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
