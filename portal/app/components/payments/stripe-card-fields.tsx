import { Flex, Text } from "@radix-ui/themes";
import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { ErrorList } from "../forms/error-list";
import type { CardEntryHandle } from "./billing-details";
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from "./messages";

interface StripeCardFieldsProps {
  publishableKey: string;
  /** The checkout lets Stripe ask for the postal code; the subscription form has its own field. */
  collectPostalCode: boolean;
}

/**
 * Stripe's card element (card number, expiry, CVC in Stripe's own frames) behind the same handle
 * as the offline form. Stripe.js comes from js.stripe.com (Stripe requires it; it is never bundled)
 * through @stripe/stripe-js's `pure` loader, which fetches it only when a form with a key mounts.
 */
const StripeCardFields = forwardRef<CardEntryHandle, StripeCardFieldsProps>(function StripeCardFields(
  { publishableKey, collectPostalCode },
  ref,
) {
  const labelId = useId();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<Stripe | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey)
      .then((instance) => {
        if (!instance) throw new Error("Stripe.js is not available here");
        if (cancelled || !mountPoint.current) return;
        const element = instance.elements().create("card", { hidePostalCode: !collectPostalCode });
        element.mount(mountPoint.current);
        element.on("change", (event) => setError(event.error?.message ?? null));
        stripe.current = instance;
        card.current = element;
      })
      .catch((reason: unknown) => {
        console.error(reason);
        if (!cancelled) setError(CHECKOUT_MESSAGES.notInitialized);
      });
    return () => {
      cancelled = true;
      card.current?.destroy();
      card.current = null;
    };
  }, [publishableKey, collectPostalCode]);

  useImperativeHandle(ref, () => ({
    async createPaymentMethod(billing) {
      if (!stripe.current) return { ok: false, message: CHECKOUT_MESSAGES.notInitialized };
      if (!card.current) return { ok: false, message: PAYMENT_MESSAGES.noCardElement };
      const { paymentMethod, error: failure } = await stripe.current.createPaymentMethod({
        type: "card",
        card: card.current,
        billing_details: {
          ...(billing.name ? { name: billing.name } : {}),
          ...(billing.email ? { email: billing.email } : {}),
          ...(billing.postalCode ? { address: { postal_code: billing.postalCode } } : {}),
        },
      });
      if (failure) return { ok: false, message: failure.message || PAYMENT_MESSAGES.invalidCard };
      return paymentMethod
        ? { ok: true, data: paymentMethod.id }
        : { ok: false, message: PAYMENT_MESSAGES.noPaymentMethod };
    },
    async confirmCardPayment(clientSecret, paymentMethodId) {
      if (!stripe.current) return { ok: false, message: CHECKOUT_MESSAGES.notInitialized };
      const { paymentIntent, error: failure } = await stripe.current.confirmCardPayment(clientSecret, {
        payment_method: paymentMethodId,
      });
      if (failure) return { ok: false, message: failure.message || PAYMENT_MESSAGES.confirmationFailed };
      return paymentIntent
        ? { ok: true, data: paymentIntent.status }
        : { ok: false, message: PAYMENT_MESSAGES.noPaymentIntent };
    },
  }));

  return (
    <fieldset
      aria-describedby={error ? `${labelId}-error` : undefined}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" asChild>
          <legend>Card details</legend>
        </Text>
        <div
          ref={mountPoint}
          style={{ border: "1px solid var(--gray-a7)", borderRadius: "var(--radius-2)", padding: "10px 12px" }}
        />
        <ErrorList id={`${labelId}-error`} errors={error ? [error] : undefined} />
      </Flex>
    </fieldset>
  );
});

export default StripeCardFields;
