import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TrueRateForm } from "../components/admin/true-rate-form";
import { BrokerLink } from "../components/brokers/broker-link";
import { LoadRecordView } from "../components/loads/load-record-view";
import { PaymentForm } from "../components/loads/payment-form";
import { Screen } from "../components/shell/screen";
import { verifyTrueRateAction } from "../lib/admin/verify-true-rate.server";
import { formatRoute } from "../lib/loads/load-display";
import { loadRecordLoader } from "../lib/loads/load-record.server";
import { PAYMENT_INTENT } from "../lib/loads/payment-reply";
import { recordPaymentAction } from "../lib/loads/record-payment.server";
import { pageTitle } from "../lib/meta";
import { useAppUser } from "../lib/use-app-user";

export const meta: MetaFunction = () => pageTitle("Load record");

export const loader = (args: LoaderFunctionArgs) => loadRecordLoader(args);

/**
 * Two forms, by intent: the carrier's payment dates, and an administrator's true-rate entry beside
 * the record (the API refuses each to anyone else).
 */
export async function action(args: ActionFunctionArgs) {
  const intent = (await args.request.clone().formData()).get("intent");
  return intent === PAYMENT_INTENT ? recordPaymentAction(args) : verifyTrueRateAction(args);
}

/** /loads/:id — the carrier's load view, a brokerage's load, or an admin's verification beside the evidence. */
export default function LoadRecordRoute() {
  const { record, now } = useLoaderData<typeof loader>();
  const user = useAppUser();
  const { load } = record;
  return (
    <Screen title={`Load ${load.loadNumber}`} description={`${formatRoute(load)} · ${load.brokerName}`}>
      <Flex direction="column" gap="4">
        {load.brokerProfileKey ? (
          <Text as="p" size="2">
            Broker: <BrokerLink name={load.brokerName} profileKey={load.brokerProfileKey} /> — its 371.3 record and
            transparency score
          </Text>
        ) : null}
        {user?.isAdmin ? (
          <Card size="2">
            <Heading as="h2" size="4" mb="2">
              Verify the true rate
            </Heading>
            <Text as="p" size="2" color="gray" mb="3">
              Check the amount against the record and documents below; the verification keeps the record version.
            </Text>
            <TrueRateForm load={load} />
          </Card>
        ) : null}
        {/* Only the load's carrier sees its load as a carrier: the API answers others 404. */}
        {user?.userType === "carrier" && !user.isAdmin ? (
          <Card size="2">
            <PaymentForm payment={load.payment} />
          </Card>
        ) : null}
        <LoadRecordView record={record} now={now} />
      </Flex>
    </Screen>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "../components/feedback/route-error-boundary";
