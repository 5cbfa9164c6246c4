import { Button, Card, Flex, Heading } from "@radix-ui/themes";
import { useNavigate } from "@remix-run/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useHydrated } from "../../lib/use-hydrated";
import { Field } from "../forms/field";
import { FormAlert } from "../forms/form-alert";
import { SubmitButton } from "../forms/submit-button";
import type { CardEntryHandle } from "../payments/billing-details";
import { CardEntry } from "../payments/card-entry";
import { PAYMENT_MESSAGES } from "../payments/messages";
import { confirmSubscription, createSubscription } from "../payments/payment-api";
import type { PlanOffer } from "../payments/plan";
import { POSTAL_CODE_MAX_LENGTH, postalCodeError, sanitizePostalCode } from "../payments/postal-code";
import { subscribe } from "../payments/subscribe";
import { PlanInfo } from "./plan-info";
import { useSubscribeOutcome } from "./use-subscribe-outcome";

interface SubscriptionPaymentFormProps {
  plan: PlanOffer;
  billing: { name: string | null; email: string | null };
  /** STRIPE_PUBLISHABLE_KEY; null for the offline card form. */
  publishableKey: string | null;
  onCancel(): void;
  /** Moves focus to the form's title when it appears because the user asked for it. */
  focusOnMount?: boolean;
}

/**
 * The subscription payment form of docs/product.md#accounts-screens-and-routes and #accounts-validation-rules: plan and price, card, postal code, Cancel
 * and 'Subscribe Now' ('Processing...' while busy). Outcomes and errors follow docs/product.md#accounts-states-and-transitions and #accounts-error-catalogue.
 */
export function SubscriptionPaymentForm({
  plan,
  billing,
  publishableKey,
  onCancel,
  focusOnMount = false,
}: SubscriptionPaymentFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const card = useRef<CardEntryHandle>(null);
  const postalInput = useRef<HTMLInputElement>(null);
  const [postalCode, setPostalCode] = useState("");
  const [postalError, setPostalError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const showOutcome = useSubscribeOutcome(navigate);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = postalCodeError(postalCode);
    setPostalError(problem);
    if (problem) {
      postalInput.current?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const result = await subscribe(
        card.current,
        { ...billing, postalCode: postalCode.trim() },
        { createSubscription, confirmSubscription },
      );
      if (result.kind === "failed") setFormError(result.message);
      // Stay busy while the page is on its way to the result.
      if (!(await showOutcome(result))) setBusy(false);
    } catch (error) {
      console.error(error);
      setFormError(PAYMENT_MESSAGES.unexpected);
      await showOutcome({ kind: "failed", message: PAYMENT_MESSAGES.unexpected });
      setBusy(false);
    }
  }

  return (
    <Card size="3" asChild>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} aria-busy={busy || undefined}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id={headingId} ref={heading} tabIndex={-1} className="tr-step-heading">
            {plan.name} - {plan.price}/month
          </Heading>
          <PlanInfo plan={plan} />
          <CardEntry ref={card} publishableKey={publishableKey} disabled={busy} />
          <Field
            label="Postal Code"
            errors={postalError ? [postalError] : undefined}
            inputProps={{
              name: "postalCode",
              ref: postalInput,
              value: postalCode,
              onChange: (change) => {
                setPostalCode(sanitizePostalCode(change.target.value));
                setPostalError(null);
              },
              maxLength: POSTAL_CODE_MAX_LENGTH,
              autoComplete: "postal-code",
              required: true,
              disabled: busy,
            }}
          />
          <div aria-live="polite">
            <FormAlert message={formError ?? undefined} />
          </div>
          <Flex gap="3" justify="end" wrap="wrap">
            <Button type="button" size="3" variant="soft" color="gray" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton busy={busy} label="Subscribe Now" busyLabel="Processing..." disabled={!hydrated} />
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
