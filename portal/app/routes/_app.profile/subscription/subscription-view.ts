import type { components } from "@truerate/sdk";

/** GET /api/payment/subscription-status and POST /api/payment/cancel-subscription (docs/product.md#accounts-entities-and-fields). */
export type SubscriptionView = components["schemas"]["SubscriptionStatus"];

/** The three states of docs/product.md#accounts-states-and-transitions (subscription management). */
export type ManagementState = "none" | "active" | "canceling";

export function managementState(view: Pick<SubscriptionView, "active" | "cancelAtPeriodEnd">): ManagementState {
  if (!view.active) return "none";
  return view.cancelAtPeriodEnd ? "canceling" : "active";
}

/** 'December 23, 2026', in the viewer's time zone unless one is given (tests pin it). */
export function formatPeriodEnd(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}

export function daysRemainingLabel(days: number): string {
  return days === 1 ? "1 day remaining" : `${days} days remaining`;
}
