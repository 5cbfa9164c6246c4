/**
 * Stripe's test PaymentMethod ids and test card numbers, and what Stripe test mode does with each
 * (https://docs.stripe.com/testing). The offline provider charges them the same way, so the flows
 * that pass offline pass against Stripe's sandbox too. Pure, so the portal's offline card form can
 * map a typed card number to its PaymentMethod id with the same table.
 */
export type TestCardOutcome =
  | { kind: "succeeds" }
  | { kind: "declined"; declineCode: string; message: string }
  | { kind: "requires_action" };

const DECLINED = "Your card was declined.";

export const TEST_PAYMENT_METHODS: Record<string, TestCardOutcome> = {
  pm_card_visa: { kind: "succeeds" },
  pm_card_visa_debit: { kind: "succeeds" },
  pm_card_mastercard: { kind: "succeeds" },
  pm_card_amex: { kind: "succeeds" },
  pm_card_chargeDeclined: { kind: "declined", declineCode: "generic_decline", message: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    kind: "declined",
    declineCode: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  pm_card_chargeDeclinedExpiredCard: {
    kind: "declined",
    declineCode: "expired_card",
    message: "Your card has expired.",
  },
  pm_card_authenticationRequired: { kind: "requires_action" },
};

/** Test card numbers (digits only) and the PaymentMethod id Stripe's docs pair them with. */
export const TEST_CARD_NUMBERS: Record<string, keyof typeof TEST_PAYMENT_METHODS> = {
  "4242424242424242": "pm_card_visa",
  "4000056655665556": "pm_card_visa_debit",
  "5555555555554444": "pm_card_mastercard",
  "378282246310005": "pm_card_amex",
  "4000000000000002": "pm_card_chargeDeclined",
  "4000000000009995": "pm_card_chargeDeclinedInsufficientFunds",
  "4000000000000069": "pm_card_chargeDeclinedExpiredCard",
  "4000002500003155": "pm_card_authenticationRequired",
};

export function testPaymentMethodForCard(cardNumber: string): string | null {
  return TEST_CARD_NUMBERS[cardNumber.replace(/\D/g, "")] ?? null;
}

export function testCardOutcome(paymentMethodId: string): TestCardOutcome | null {
  return Object.hasOwn(TEST_PAYMENT_METHODS, paymentMethodId) ? (TEST_PAYMENT_METHODS[paymentMethodId] ?? null) : null;
}
