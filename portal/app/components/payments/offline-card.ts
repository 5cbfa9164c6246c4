import { testPaymentMethodForCard } from "@truerate/domain/payments/test-payment-methods";

/**
 * The offline card form (no STRIPE_PUBLISHABLE_KEY): it checks a card the way Stripe's card element
 * does and turns Stripe's test card numbers into the test PaymentMethod ids the API accepts
 * (4242… → pm_card_visa, 4000 0000 0000 0002 → pm_card_chargeDeclined, 4000 0025 0000 3155 →
 * pm_card_authenticationRequired), with the API's own table. The card number never leaves the
 * browser: only the PaymentMethod id is sent, as with Stripe.
 */
export interface OfflineCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof OfflineCard;

export type OfflineCardResult =
  | { ok: true; paymentMethodId: string }
  | { ok: false; field: CardField; message: string };

/** Stripe's own wording for each problem, so both forms read the same. */
export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  notTestCard:
    "Your card was declined. Offline test mode accepts Stripe's test cards only, such as 4242 4242 4242 4242.",
} as const;

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** As typed: digits in groups of four (American Express 4-6-5), at most 19 digits. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(" ");
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** As typed: 'MM / YY'. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOf(value).slice(0, 4);
}

function expiryProblem(expiry: string, now: Date): string | null {
  const digits = digitsOf(expiry);
  if (digits.length !== 4) return CARD_MESSAGES.expiryIncomplete;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryIncomplete;
  // A card is good through the last day of its month.
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? CARD_MESSAGES.expiryPast : null;
}

/** Checks the card and answers its test PaymentMethod id, or the first problem and its field. */
export function offlinePaymentMethod(card: OfflineCard, now: Date): OfflineCardResult {
  const number = digitsOf(card.number);
  if (number.length < 13) return { ok: false, field: "number", message: CARD_MESSAGES.numberIncomplete };
  if (number.length > 19 || !passesLuhn(number)) {
    return { ok: false, field: "number", message: CARD_MESSAGES.numberInvalid };
  }
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { ok: false, field: "expiry", message: expiry };
  const cvc = digitsOf(card.cvc);
  if (cvc.length !== (isAmex(number) ? 4 : 3)) return { ok: false, field: "cvc", message: CARD_MESSAGES.cvcIncomplete };
  const paymentMethodId = testPaymentMethodForCard(number);
  if (!paymentMethodId) return { ok: false, field: "number", message: CARD_MESSAGES.notTestCard };
  return { ok: true, paymentMethodId };
}
