import { AppError } from "../../core/errors";
import type { PaymentsContext } from "../../core/payments-context";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
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

/**
 * The provider that owns an existing subscription. Offline subscriptions stay readable after a
 * Stripe key is configured; a Stripe subscription cannot be reached without one.
 */
export function providerFor(ctx: PaymentsContext, name: PaymentProviderName): PaymentProvider {
  if (ctx.provider.name === name) return ctx.provider;
  if (name === "offline") return new OfflinePaymentProvider(ctx.db);
  throw new AppError("SERVICE_UNAVAILABLE", "The payment provider of this subscription is not configured");
}
