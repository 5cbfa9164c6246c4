import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { OfflinePaymentProvider } from "./offline/provider";
import type { PaymentProvider, PaymentProviderName } from "./provider";
import { StripePaymentProvider } from "./stripe/provider";

/** Stripe when a secret key is configured, otherwise the offline provider (so `npm start` needs no account). */
function createPaymentProvider(ctx: ServiceContext): PaymentProvider {
  if (ctx.env.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: ctx.env.STRIPE_SECRET_KEY,
      fetch: (input, init) => ctx.fetch(new Request(input, init)),
    });
  }
  return new OfflinePaymentProvider(ctx.db);
}

const providers = new WeakMap<ServiceContext, PaymentProvider>();

/**
 * The deployment's provider for this piece of work, built on first use: the subscription gate of
 * every carrier request reads only the stored user, and must not pay for a Stripe client it never calls.
 */
export function paymentProvider(ctx: ServiceContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createPaymentProvider(ctx);
    providers.set(ctx, provider);
  }
  return provider;
}

/**
 * The provider that owns an existing subscription. Offline subscriptions stay readable after a
 * Stripe key is configured; a Stripe subscription cannot be reached without one.
 */
export function providerFor(ctx: ServiceContext, name: PaymentProviderName): PaymentProvider {
  const configured = paymentProvider(ctx);
  if (configured.name === name) return configured;
  if (name === "offline") return new OfflinePaymentProvider(ctx.db);
  throw new AppError("SERVICE_UNAVAILABLE", "The payment provider of this subscription is not configured");
}
