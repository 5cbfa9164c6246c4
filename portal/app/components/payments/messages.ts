import type { ToastInput } from "../../lib/toast-queue";

/** The payment and subscription wording of docs/product.md#accounts-states-and-transitions and #accounts-error-catalogue, in one place for screens and tests. */
export const PAYMENT_MESSAGES = {
  paymentFailed: "Payment Failed",
  createFailed: "Failed to create subscription",
  unexpected: "An unexpected error occurred",
  invalidCard: "Invalid card details",
  noPaymentMethod: "Failed to create payment method",
  noCardElement: "Card element not found",
  confirmationFailed: "Payment confirmation failed",
  noPaymentIntent: "No payment intent returned from Stripe",
  activatedTitle: "Subscription Activated",
  activated:
    "Your monthly subscription has been activated successfully. A confirmation email has been sent to your registered email address.",
  authenticationTitle: "Authentication Required",
  authentication:
    "Additional authentication is required to complete your payment. Please follow your bank's instructions.",
  processingTitle: "Payment Processing",
  processing: "Your payment is processing. We'll update your subscription as soon as it completes.",
  paymentRequired: "Payment Required: You must complete the payment process to access the platform.",
  brokersFree: "Welcome to the platform! Brokers get free access to all features.",
  redirectingTitle: "Redirecting to Dashboard",
} as const;

export const CHECKOUT_MESSAGES = {
  notInitialized: "Payment system not initialized",
  paymentInformation: "An error occurred with your payment information",
  unexpected: "An unexpected error occurred while processing your payment",
  noClientSecret: "No client secret returned from server",
  creating: (message: string) => `Error creating payment: ${message}`,
  noPaymentFound: "Payment verification failed. No payment information found.",
  updateFailed: "Failed to update subscription. Please contact support.",
  /** The server's own 'Payment failed: …' is kept as it is, not prefixed twice. */
  failed: (message: string | null | undefined) =>
    message && /^payment failed\b/i.test(message) ? message : `Payment failed: ${message || "Unknown error"}`,
  verifyFailed: "Error verifying payment status. Please contact support.",
} as const;

export const SUBSCRIPTION_MESSAGES = {
  loadFailed: "Error loading subscription details",
  cancelFailed: "Failed to cancel subscription",
  checkFailed: (status: number | string) => `Failed to check subscription status: ${status}`,
  sessionExpired: "Session expired. Redirecting to login...",
} as const;

export const paymentFailedToast = (description: string): ToastInput => ({
  title: PAYMENT_MESSAGES.paymentFailed,
  description,
  variant: "destructive",
});

/** 'Subscription Required: A subscription…' reads as a toast title and its description. */
export function toastFromMessage(message: string, variant: ToastInput["variant"] = "default"): ToastInput {
  const colon = message.indexOf(": ");
  if (colon < 0) return { title: message, variant };
  return { title: message.slice(0, colon), description: message.slice(colon + 2), variant };
}
