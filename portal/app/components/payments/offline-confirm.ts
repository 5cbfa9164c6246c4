import type { Result } from "../../lib/result";
import { createSubscription } from "./payment-api";
import type { CreatedSubscription } from "./subscription-reply";

/** The payment status Stripe would report for the subscription the API answered. */
export function paymentStatusOf(created: CreatedSubscription): string {
  if (created.status === "active" || created.status === "trialing") return "succeeded";
  return created.paymentStatus ?? "processing";
}

/**
 * Offline there is no Stripe.js to confirm a payment in the browser. The offline provider pays a
 * user's open subscription when it is asked to subscribe again with a card (as a retried Stripe
 * checkout does), so confirming is that call, and its answer is read as Stripe's would be.
 * A card that needs authentication still needs it: offline, no bank can be asked.
 */
export async function confirmOfflinePayment(paymentMethodId: string): Promise<Result<string>> {
  const result = await createSubscription(paymentMethodId, null);
  return result.ok ? { ok: true, data: paymentStatusOf(result.data) } : result;
}
