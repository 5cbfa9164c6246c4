import type { components } from "@truerate/sdk";

/** POST /api/payment-api/create-subscription (docs/product.md#accounts-entities-and-fields); `error` is always null on success. */
export type CreatedSubscription = Omit<components["schemas"]["CreatedSubscription"], "error">;

const isEntitled = (status: string) => status === "active" || status === "trialing";

/** What the form does next with a created subscription (docs/product.md#accounts-states-and-transitions, subscription creation outcomes). */
export type CreationStep =
  | { kind: "activated"; subscriptionId: string }
  | { kind: "confirm"; subscriptionId: string; clientSecret: string }
  | { kind: "pending"; subscriptionId: string; status: string };

export function creationStep(
  created: Pick<CreatedSubscription, "subscriptionId" | "status" | "clientSecret">,
): CreationStep {
  const { subscriptionId } = created;
  if (isEntitled(created.status)) return { kind: "activated", subscriptionId };
  if (created.clientSecret) return { kind: "confirm", subscriptionId, clientSecret: created.clientSecret };
  return { kind: "pending", subscriptionId, status: created.status };
}

/** After the card payment was confirmed with the provider: succeeded, needs the bank, or anything else. */
export type ConfirmationStep = { kind: "activated" } | { kind: "authentication" } | { kind: "pending"; status: string };

export function confirmationStep(paymentStatus: string): ConfirmationStep {
  if (paymentStatus === "succeeded") return { kind: "activated" };
  if (paymentStatus === "requires_action") return { kind: "authentication" };
  return { kind: "pending", status: paymentStatus };
}

/** The payment-success page in the form the subscription payment form uses. */
export function subscriptionResultUrl(subscriptionId: string, status?: string): string {
  const query = new URLSearchParams({ subscription_id: subscriptionId });
  if (status) query.set("status", status);
  return `/payment-success?${query}`;
}
