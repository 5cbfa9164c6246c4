import { forwardRef, lazy, Suspense } from "react";
import { LoadingSpinner } from "../feedback/loading-spinner";
import type { CardEntryHandle } from "./billing-details";
import { OfflineCardFields } from "./offline-card-fields";

// Its own chunk: the offline form never downloads the Stripe code, let alone Stripe.js.
const StripeCardFields = lazy(() => import("./stripe-card-fields"));

interface CardEntryProps {
  /** STRIPE_PUBLISHABLE_KEY from the loader; null means the offline card form. */
  publishableKey: string | null;
  disabled: boolean;
  collectPostalCode?: boolean;
}

/** The card fields of the payment screens: Stripe Elements with a key, the offline form without. */
export const CardEntry = forwardRef<CardEntryHandle, CardEntryProps>(function CardEntry(
  { publishableKey, disabled, collectPostalCode = false },
  ref,
) {
  if (!publishableKey) return <OfflineCardFields ref={ref} disabled={disabled} />;
  return (
    <Suspense fallback={<LoadingSpinner label="Loading the card form" />}>
      <StripeCardFields ref={ref} publishableKey={publishableKey} collectPostalCode={collectPostalCode} />
    </Suspense>
  );
});
