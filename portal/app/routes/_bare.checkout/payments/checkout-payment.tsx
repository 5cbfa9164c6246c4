import { Button, Card, Flex, Heading, Text } from "@radix-ui/themes";
import { useNavigate } from "@remix-run/react";
import type { components } from "@truerate/sdk";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { LoadingSpinner } from "../../../components/feedback/loading-spinner";
import { FormAlert } from "../../../components/forms/form-alert";
import { SubmitButton } from "../../../components/forms/submit-button";
import type { CardEntryHandle } from "../../../components/payments/billing-details";
import { CardEntry } from "../../../components/payments/card-entry";
import { CHECKOUT_MESSAGES } from "../../../components/payments/messages";
import { createPaymentIntent } from "../../../components/payments/payment-api";
import { formatUsd, type PlanOffer } from "../../../components/payments/plan";

/** The open checkout payment of the user's plan (POST /api/payment-api/create-payment-intent). */
type OpenPayment = components["schemas"]["CreatedPaymentIntent"];

type CheckoutState =
  | { step: "preparing" }
  | { step: "ready"; payment: OpenPayment }
  | { step: "failed"; message: string };

interface CheckoutPaymentProps {
  plan: PlanOffer;
  billing: { name: string | null; email: string | null };
  publishableKey: string | null;
}

/**
 * The checkout of docs/product.md#accounts-screens-and-routes: the plan's first payment (the API sets the amount from the user's
 * type, never the earlier product's 29.99), a card element and 'Pay Now'. A failure shows
 * 'Payment Error' with 'Try Again', which reloads the page.
 */
export function CheckoutPayment({ plan, billing, publishableKey }: CheckoutPaymentProps) {
  const [state, setState] = useState<CheckoutState>({ step: "preparing" });

  useEffect(() => {
    let cancelled = false;
    createPaymentIntent(plan.priceCents / 100).then((result) => {
      if (cancelled) return;
      setState(result.ok ? { step: "ready", payment: result.data } : { step: "failed", message: result.message });
    });
    return () => {
      cancelled = true;
    };
  }, [plan.priceCents]);

  if (state.step === "preparing") return <LoadingSpinner label="Preparing your payment..." showLabel />;
  if (state.step === "failed") return <PaymentError message={state.message} />;
  return (
    <PayNowForm
      payment={state.payment}
      billing={billing}
      publishableKey={publishableKey}
      onFailure={(message) => setState({ step: "failed", message })}
    />
  );
}

interface PayNowFormProps extends Omit<CheckoutPaymentProps, "plan"> {
  payment: OpenPayment;
  onFailure(message: string): void;
}

function PayNowForm({ payment, billing, publishableKey, onFailure }: PayNowFormProps) {
  const headingId = useId();
  const card = useRef<CardEntryHandle>(null);
  const [busy, setBusy] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const navigate = useNavigate();
  const amount = formatUsd(payment.amount);

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setCardError(null);
    try {
      if (!card.current) return onFailure(CHECKOUT_MESSAGES.notInitialized);
      const method = await card.current.createPaymentMethod({ ...billing, postalCode: null });
      if (!method.ok) {
        // The card form marks its field; the page stays so the card can be corrected.
        setCardError(method.message || CHECKOUT_MESSAGES.paymentInformation);
        return setBusy(false);
      }
      const confirmed = await card.current.confirmCardPayment(payment.clientSecret, method.data);
      if (!confirmed.ok) return onFailure(confirmed.message || CHECKOUT_MESSAGES.paymentInformation);
      const query = new URLSearchParams({
        payment_intent_client_secret: payment.clientSecret,
        redirect_status: confirmed.data,
      });
      if (payment.paymentIntentId) query.set("payment_intent", payment.paymentIntentId);
      query.set("subscription_id", payment.subscriptionId);
      navigate(`/payment-success?${query}`);
    } catch (error) {
      console.error(error);
      onFailure(CHECKOUT_MESSAGES.unexpected);
    }
  }

  return (
    <Card size="3" asChild>
      <form onSubmit={pay} noValidate aria-labelledby={headingId} aria-busy={busy || undefined}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id={headingId}>
            {payment.planName}: {amount} per month
          </Heading>
          <CardEntry ref={card} publishableKey={publishableKey} disabled={busy} collectPostalCode />
          <div aria-live="polite">
            <FormAlert message={cardError ?? undefined} />
          </div>
          <Flex justify="end">
            <SubmitButton busy={busy} label="Pay Now" busyLabel="Processing..." />
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

function PaymentError({ message }: { message: string }) {
  return (
    <Card size="3" role="alert">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="5">
          Payment Error
        </Heading>
        <Text as="p" color="gray">
          {message}
        </Text>
        <Button size="3" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </Flex>
    </Card>
  );
}
