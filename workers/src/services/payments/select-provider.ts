import type { Env } from "../../core/env";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { Database } from "../../db/client";
import { OfflinePaymentProvider } from "./offline/provider";
import type { PaymentProvider, PaymentProviderName } from "./provider";
import { StripePaymentProvider } from "./stripe/provider";

/** Stripe when a secret key is configured, otherwise the offline provider (so `npm start` needs no account). */
export function createPaymentProvider(
  env: Pick<Env, "STRIPE_SECRET_KEY">,
  db: Database,
  options: { fetch?: typeof fetch } = {},
): PaymentProvider {
  if (env.STRIPE_SECRET_KEY) {
    return new StripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }
  return new OfflinePaymentProvider(db);
}

const providers = new WeakMap<ServiceContext, PaymentProvider>();

/**
 * The deployment's provider for this piece of work, built on first use: the subscription gate of
 * every carrier request reads only the stored user, and must not pay for a Stripe client it never calls.
 */
export function paymentProvider(ctx: ServiceContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider = createPaymentProvider(ctx.env, ctx.db, { fetch: (input, init) => ctx.fetch(new Request(input, init)) });
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
