import type { AppLoadContext } from "@remix-run/cloudflare";

/**
 * The portal's STRIPE_PUBLISHABLE_KEY (a Pages variable; not secret). With it the payment screens
 * use Stripe Elements; without it, the offline card form that matches the API's offline provider.
 * Set it together with the API's STRIPE_SECRET_KEY, from the same Stripe account and mode.
 */
export function stripePublishableKey(context: AppLoadContext): string | null {
  const { env } = context.cloudflare;
  // Not (yet) declared in PortalEnv: read it without widening the shared type.
  const value = "STRIPE_PUBLISHABLE_KEY" in env ? env.STRIPE_PUBLISHABLE_KEY : undefined;
  const key = typeof value === "string" ? value.trim() : "";
  return key.startsWith("pk_") ? key : null;
}
