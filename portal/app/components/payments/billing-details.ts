import type { Result } from "../../lib/result";

/**
 * The one interface both card forms give the payment screens, so the flows are written once:
 * Stripe Elements when a publishable key is configured, the offline test-card form otherwise.
 */
export interface BillingDetails {
  name: string | null;
  email: string | null;
  postalCode: string | null;
}

export interface CardEntryHandle {
  /** A PaymentMethod id for the card typed in; the card number itself never reaches our server. */
  createPaymentMethod(billing: BillingDetails): Promise<Result<string>>;
  /**
   * Confirms the payment behind `clientSecret` with that PaymentMethod (Stripe runs 3-D Secure
   * here) and answers the payment's status in Stripe's words: succeeded, processing, requires_action…
   */
  confirmCardPayment(clientSecret: string, paymentMethodId: string): Promise<Result<string>>;
}
