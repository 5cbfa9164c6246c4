import { AppError } from "../../core/errors";

/**
 * A card the provider refused, answered with the provider's own message ('Your card was declined.')
 * so the payment form can show it under the card field.
 */
export function paymentDeclined(message: string, details: Record<string, unknown>): AppError {
  return new AppError("PAYMENT_DECLINED", message, { reason: "payment_declined", ...details });
}

export const PAYMENT_MESSAGES = {
  activated:
    "Your monthly subscription has been activated successfully. A confirmation email has been sent to your registered email address.",
  alreadyActive: "Subscription Active: your subscription is already active.",
  requiresAction: "Additional authentication is required to complete your payment.",
  processing: "Your payment is processing.",
  incomplete: "Complete the payment to activate your subscription.",
  declinedFallback: "Your card was declined.",
  noPaymentDue: "No payment is due: you already have access to the platform.",
  noSubscription: "No subscription found",
  checkoutInProgress: "A subscription is already being created for this account; try again in a moment.",
  nothingToCancel: "There is no active subscription to cancel.",
  canceled: "Your subscription will end at the close of the current period.",
  notConfirmed: "The payment provider has not confirmed a payment for this subscription.",
  paymentSucceeded: "Payment successful",
  paymentFailed: "Payment failed: your payment was not successful, please try again.",
  paymentNotFound: "Payment verification failed. No payment information found.",
} as const;
