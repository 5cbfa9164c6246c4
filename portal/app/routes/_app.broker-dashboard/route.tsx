import { Callout } from "@radix-ui/themes";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ANALYTICS_WEEKS } from "@truerate/domain/broker-analytics";
import type { BrokerDashboardData } from "../../components/documents/broker-shapes";
import { BROKER_MESSAGES } from "../../components/documents/messages";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { getSession } from "../../lib/api.server";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { resultOf, succeeded } from "../../lib/result";
import { BrokerDashboard } from "./broker-dashboard";
import { TEAM_MESSAGES } from "./team";
import { fetchTeam, teamAction } from "./team.server";

export const meta: MetaFunction = () => pageTitle("Broker Dashboard");

/**
 * Brokers only (docs/product.md#load-board-roles-and-permissions): anyone else is told so rather than redirected, as docs/product.md words it.
 * The API refuses the same calls to non-brokers, so this only spares them three failing requests.
 * A broker whose request to join the brokerage waits for a member's approval is told that instead.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(context, request);
  if (!session.user) throw redirect(signInLocation("/broker-dashboard", session.expired));
  if (session.user.userType !== "broker") return { access: "denied" as const };
  const [team, dashboard] = await Promise.all([fetchTeam(context, request), fetchBrokerDashboard(context, request)]);
  if (team.state === "pending") return { access: "pending" as const };
  return { access: "granted" as const, dashboard, team, now: Date.now() };
}

/**
 * The broker dashboard's first load, side by side (docs/product.md#load-board-calls). Each part fails on its own
 * with docs/product.md's message (docs/product.md#load-board-roles-and-permissions and #load-board-error-catalogue), so one broken call leaves the other tabs usable.
 * The matched loads (up to 500, most of the page's weight) are not among them: the Loads tab reads them when
 * it opens (routes/broker.loads.ts), so the first load carries only what its first tab shows.
 */
async function fetchBrokerDashboard(context: AppLoadContext, request: Request): Promise<BrokerDashboardData> {
  const api = apiClient(context, request);
  const [shared, compliance, analytics] = await Promise.all([
    api.GET("/api/broker/documents/shared"),
    api.GET("/api/documents/broker/compliance-dashboard"),
    api.GET("/api/broker/analytics", { params: { query: { weeks: ANALYTICS_WEEKS.default } } }),
  ]);
  const { signedOut } = BROKER_MESSAGES;
  const sharedSection = resultOf(shared, BROKER_MESSAGES.sharedFailed, signedOut);
  return {
    sharedDocuments: sharedSection.ok ? succeeded(sharedSection.data.documents) : sharedSection,
    compliance: resultOf(compliance, BROKER_MESSAGES.complianceFailed, signedOut),
    analytics: resultOf(analytics, BROKER_MESSAGES.analyticsFailed, signedOut),
  };
}

/** The Team tab's approve and decline. */
export const action = (args: ActionFunctionArgs) => teamAction(args);

export default function BrokerDashboardRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <Screen
      title="Broker Dashboard"
      description="Document requests, matched loads, compliance and analytics for your brokerage."
    >
      {data.access === "granted" ? (
        <BrokerDashboard data={data.dashboard} team={data.team} serverNow={data.now} />
      ) : data.access === "pending" ? (
        <Callout.Root color="amber" role="status">
          <Callout.Text weight="bold">{TEAM_MESSAGES.pendingTitle}</Callout.Text>
          <Callout.Text>{TEAM_MESSAGES.pending}</Callout.Text>
          <Callout.Text>{TEAM_MESSAGES.pendingHint}</Callout.Text>
        </Callout.Root>
      ) : (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{BROKER_MESSAGES.brokersOnly}</Callout.Text>
        </Callout.Root>
      )}
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
