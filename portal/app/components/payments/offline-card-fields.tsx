import { Callout, Flex } from "@radix-ui/themes";
import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import { CardInput } from "../forms/card-input";
import type { CardEntryHandle } from "./billing-details";
import {
  type CardField,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  type OfflineCard,
  offlinePaymentMethod,
} from "./offline-card";
import { confirmOfflinePayment } from "./offline-confirm";

/**
 * The card form of the offline payment provider (no STRIPE_PUBLISHABLE_KEY). It accepts Stripe's
 * test cards only and hands the screens the matching test PaymentMethod id, never the number.
 */
export const OfflineCardFields = forwardRef<CardEntryHandle, { disabled: boolean }>(function OfflineCardFields(
  { disabled },
  ref,
) {
  const [card, setCard] = useState<OfflineCard>({ number: "", expiry: "", cvc: "" });
  const [problem, setProblem] = useState<{ field: CardField; message: string } | null>(null);
  // The handle reads the latest values even when called from a handler created before a re-render.
  const latest = useRef(card);
  latest.current = card;

  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      const result = offlinePaymentMethod(latest.current, new Date());
      if (!result.ok) {
        setProblem({ field: result.field, message: result.message });
        return { ok: false, message: result.message };
      }
      setProblem(null);
      return { ok: true, data: result.paymentMethodId };
    },
    confirmCardPayment: (_clientSecret, paymentMethodId) => confirmOfflinePayment(paymentMethodId),
  }));

  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };
  const errorOf = (field: CardField) => (problem?.field === field ? problem.message : null);

  return (
    <Flex direction="column" gap="3">
      <CardInput
        label="Card number"
        value={card.number}
        onChange={(event) => update("number", formatCardNumber(event.target.value))}
        error={errorOf("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        disabled={disabled}
      />
      <Flex gap="3" wrap="wrap">
        <CardInput
          label="Expiration date"
          value={card.expiry}
          onChange={(event) => update("expiry", formatExpiry(event.target.value))}
          error={errorOf("expiry")}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          disabled={disabled}
        />
        <CardInput
          label="CVC"
          value={card.cvc}
          onChange={(event) => update("cvc", formatCvc(event.target.value))}
          error={errorOf("cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          disabled={disabled}
        />
      </Flex>
      <Callout.Root color="gray" size="1">
        <Callout.Text>
          Test mode: no real card is charged. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000
          0002 is declined and 4000 0025 0000 3155 asks for authentication.
        </Callout.Text>
      </Callout.Root>
    </Flex>
  );
});
