import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { LoadEvidenceView } from "../../components/admin/evidence/load-evidence-view";
import { TrueRateForm } from "../../components/admin/true-rate-form";
import { BrokerIdentityPanel } from "../../components/broker-identity/broker-identity-panel";
import { DocumentMismatchWarning } from "../../components/broker-identity/document-mismatch-warning";
import { useLoadIdentity } from "../../components/broker-identity/use-load-identity";
import { formatRoute } from "../../components/loads/load-display";
import { Screen } from "../../components/shell/screen";
import { signInLocation } from "../../lib/access";
import { apiClient } from "../../lib/api-client.server";
import { pageTitle } from "../../lib/meta";
import { useAppUser } from "../../lib/use-app-user";
import { loadRecordAction } from "./action.server";
import { LoadReadingsCard } from "./documents/reading/load-readings-card";
import { LoadLaneWeek } from "./load-lane-week";
import { LoadRecordView, LoadSummary } from "./load-record-view";
import { PaymentForm } from "./payment-form";

export const meta: MetaFunction = () => pageTitle("Load record");

/** A load's request, record, documents and margin, for its carrier, its brokerage or an admin. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { data: record, response } = await apiClient(context, request).GET("/api/loads/{id}/record", {
    params: { path: { id: params.id ?? "" } },
  });
  // The loader's clock starts the page's countdown, so the server's render and the browser's agree.
  if (record) return { record, now: Date.now() };
  const url = new URL(request.url);
  if (response.status === 401) throw redirect(signInLocation(`${url.pathname}${url.search}`, true));
  if (response.status === 402) throw redirect("/subscription-info");
  // Another tenant's load, or none: the same 404 the API answers.
  throw data(null, { status: response.status === 403 || response.status === 404 ? 404 : 502 });
}

export const action = (args: ActionFunctionArgs) => loadRecordAction(args);

/** /loads/:id — the carrier's load view, a brokerage's load, or an admin's verification beside the evidence. */
export default function LoadRecordRoute() {
  const { record, now } = useLoaderData<typeof loader>();
  const user = useAppUser();
  const { load } = record;
  // The API answers a load's identity to its carrier and administrators (others 404): only they ask.
  const showsIdentity = user?.userType === "carrier" || Boolean(user?.isAdmin);
  const identity = useLoadIdentity(load.id, showsIdentity);
  return (
    <Screen title={`Load ${load.loadNumber}`} description={`${formatRoute(load)} · ${load.brokerName}`}>
      <Flex direction="column" gap="4">
        {showsIdentity ? <DocumentMismatchWarning state={identity} /> : null}
        <LoadSummary record={record} now={now} />
        {showsIdentity ? (
          <BrokerIdentityPanel
            state={identity}
            description={`Whether ${load.brokerName} is who this load says: its FMCSA authority and its age, the e-mail domain, the rate confirmation as read, and the reports naming its MC.`}
          />
        ) : null}
        {user?.isAdmin ? (
          <Card size="2">
            <Heading as="h2" size="4" mb="2">
              Verify the true rate
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              Check the amount against the record and documents below; the verification keeps the record version.
            </Text>
            <TrueRateForm load={load} current={load.trueRate} />
          </Card>
        ) : null}
        {user?.isAdmin ? (
          <Card size="2">
            <LoadEvidenceView loadId={load.id} />
          </Card>
        ) : (
          <LoadReadingsCard documents={record.documents} />
        )}
        {/* Only the load's carrier sees its load as a carrier: the API answers others 404. */}
        {user?.userType === "carrier" && !user.isAdmin ? (
          <Card size="2">
            <PaymentForm payment={load.payment} />
          </Card>
        ) : null}
        {/* Lane figures are for subscribed carriers and administrators, as the API rules. */}
        {user?.userType === "carrier" || user?.isAdmin ? <LoadLaneWeek load={load} /> : null}
        <LoadRecordView record={record} />
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../../components/feedback/route-error-boundary";
