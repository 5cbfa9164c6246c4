import type { components } from "@truerate/sdk";
import { CHECKOUT_MESSAGES } from "../../components/payments/messages";
import type { Result } from "../../lib/result";
import { type PaymentLookup, type PaymentResult, resultOfPayment, resultOfSubscription } from "./payment-result";

type Schemas = components["schemas"];

export interface ResolveCalls {
  verifyPayment(paymentIntentId: string): Promise<Result<Pick<Schemas["PaymentVerification"], "status" | "message">>>;
  confirmSubscription(subscriptionId: string): Promise<Result<Schemas["SubscriptionConfirmation"]>>;
}

/**
 * What /payment-success shows, from the server's own reading of the provider (docs/product.md#accounts-states-and-transitions,
 * checkout states): the page's query only says what to look up, never how it went.
 */
export async function resolvePayment(lookup: PaymentLookup, calls: ResolveCalls): Promise<PaymentResult> {
  switch (lookup.kind) {
    case "none":
      return { state: "error", message: CHECKOUT_MESSAGES.noPaymentFound };
    case "subscription": {
      const confirmed = await calls.confirmSubscription(lookup.subscriptionId);
      if (!confirmed.ok) return { state: "error", message: confirmed.message };
      return resultOfSubscription(confirmed.data, lookup.status);
    }
    case "payment": {
      const verified = await calls.verifyPayment(lookup.paymentIntentId);
      if (!verified.ok) return { state: "error", message: verified.message };
      const result = resultOfPayment(verified.data.status, verified.data.message);
      // The checkout's subscription is brought up to date too; it is active only if the provider says so.
      if (result.state !== "success" || !lookup.subscriptionId) return result;
      const confirmed = await calls.confirmSubscription(lookup.subscriptionId);
      return confirmed.ok && confirmed.data.success
        ? result
        : { state: "error", message: CHECKOUT_MESSAGES.updateFailed };
    }
  }
}
