/**
 * Stripe.js, loaded from Stripe only when a publishable key is configured (Stripe requires the
 * script from js.stripe.com; it is never bundled). The types cover the calls the portal makes.
 */
export interface StripeError {
  message?: string;
}

export interface StripeCardElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: "change", handler: (event: { complete: boolean; error?: StripeError }) => void): void;
}

interface StripeBillingDetails {
  name?: string;
  email?: string;
  address?: { postal_code?: string };
}

export interface Stripe {
  elements(): { create(type: "card", options?: { hidePostalCode?: boolean }): StripeCardElement };
  createPaymentMethod(data: {
    type: "card";
    card: StripeCardElement;
    billing_details?: StripeBillingDetails;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  confirmCardPayment(
    clientSecret: string,
    data?: { payment_method: string },
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeError }>;
}

type StripeFactory = (publishableKey: string) => Stripe;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const STRIPE_JS = "https://js.stripe.com/v3/";
let factory: Promise<StripeFactory> | null = null;
const instances = new Map<string, Stripe>();

function loadFactory(): Promise<StripeFactory> {
  factory ??= new Promise<StripeFactory>((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement("script");
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () => (window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not start")));
    script.onerror = () => reject(new Error("Stripe.js could not be loaded"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    factory = null; // a later attempt may load it (the network came back)
    throw error;
  });
  return factory;
}

/** One Stripe instance per key, created the first time a card form needs it. */
export async function loadStripe(publishableKey: string): Promise<Stripe> {
  const existing = instances.get(publishableKey);
  if (existing) return existing;
  const stripe = (await loadFactory())(publishableKey);
  instances.set(publishableKey, stripe);
  return stripe;
}
