import { Badge, Button, Callout, Card, DataList, Flex, Heading, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { type ReactNode, useId, useState } from "react";
import { LoadingSpinner } from "../../../components/feedback/loading-spinner";
import { useToast } from "../../../components/feedback/toaster";
import { SUBSCRIPTION_MESSAGES } from "../../../components/payments/messages";
import { formatUsd } from "../../../components/payments/plan";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { daysRemainingLabel, formatPeriodEnd, managementState, type SubscriptionView } from "./subscription-view";
import { useSubscriptionStatus } from "./use-subscription-status";

/**
 * The profile's Subscription Management card (docs/product.md#accounts-screens-and-routes and #accounts-states-and-transitions): none (Subscribe Now), active
 * (period end, days left, Cancel with confirmation), or cancelled at period end (a note of the end
 * date instead of the button). Admins never see it: they have nothing to manage.
 */
export function SubscriptionManagementCard({ user }: { user: { isAdmin: boolean; userType: string } }) {
  const headingId = useId();
  if (user.isAdmin || user.userType === "admin") return null;
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id={headingId}>
            Subscription Management
          </Heading>
          <SubscriptionBody />
        </Flex>
      </section>
    </Card>
  );
}

function SubscriptionBody() {
  const { state, reload, cancel } = useSubscriptionStatus();
  const [cancelError, setCancelError] = useState<string | null>(null);
  const { toast } = useToast();

  if (state.phase === "loading") return <LoadingSpinner label="Loading your subscription" />;
  if (state.phase === "failed") {
    return (
      <Flex direction="column" gap="3" align="start" role="alert">
        <Text color="red">{SUBSCRIPTION_MESSAGES.loadFailed}</Text>
        <Button variant="soft" onClick={reload}>
          Retry
        </Button>
      </Flex>
    );
  }

  const onFailure = (message: string) => {
    setCancelError(message);
    toast({ title: SUBSCRIPTION_MESSAGES.cancelFailed, description: message, variant: "destructive" });
  };
  const onConfirm = async () => {
    setCancelError(null);
    const failure = await cancel();
    if (!failure)
      toast({ title: "Subscription cancelled", description: "It stays active until the end of the paid period." });
    return failure;
  };
  return (
    <SubscriptionDetails view={state.view}>
      {cancelError ? (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {SUBSCRIPTION_MESSAGES.cancelFailed}: {cancelError}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {managementState(state.view) === "active" ? (
        <CancelSubscriptionDialog periodEnd={periodEndOf(state.view)} onConfirm={onConfirm} onFailure={onFailure} />
      ) : null}
    </SubscriptionDetails>
  );
}

const periodEndOf = (view: SubscriptionView) => (view.currentPeriodEnd ? formatPeriodEnd(view.currentPeriodEnd) : null);

function SubscriptionDetails({ view, children }: { view: SubscriptionView; children: ReactNode }) {
  const state = managementState(view);
  const periodEnd = periodEndOf(view);
  if (state === "none") {
    return (
      <Flex direction="column" gap="3" align="start">
        <Text as="p" color="gray">
          {view.hasAccess ? view.message : "You don't have an active subscription."}
        </Text>
        {view.hasAccess ? null : (
          <Button asChild size="3">
            <Link to="/subscription">Subscribe Now</Link>
          </Button>
        )}
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="3" align="start">
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>Plan</DataList.Label>
          <DataList.Value>
            {view.planName ?? "Subscription"}
            {view.priceCents !== null ? `, ${formatUsd(view.priceCents)} per month` : ""}
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>Status</DataList.Label>
          <DataList.Value>
            <Badge color={state === "active" ? "green" : "amber"}>{state === "active" ? "Active" : "Cancelling"}</Badge>
          </DataList.Value>
        </DataList.Item>
        {periodEnd ? (
          <DataList.Item>
            <DataList.Label>{state === "active" ? "Renews on" : "Ends on"}</DataList.Label>
            <DataList.Value>{periodEnd}</DataList.Value>
          </DataList.Item>
        ) : null}
        {view.daysRemaining !== null ? (
          <DataList.Item>
            <DataList.Label>Time left</DataList.Label>
            <DataList.Value>{daysRemainingLabel(view.daysRemaining)}</DataList.Value>
          </DataList.Item>
        ) : null}
      </DataList.Root>
      {state === "canceling" ? (
        <Callout.Root color="amber" role="status">
          <Callout.Text>
            Your subscription has been cancelled and will remain active until{" "}
            {periodEnd ?? "the end of the paid period"}.
          </Callout.Text>
        </Callout.Root>
      ) : null}
      {children}
    </Flex>
  );
}
