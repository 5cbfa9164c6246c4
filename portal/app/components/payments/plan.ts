import type { Plan, UserType } from "@truerate/domain/enums";
import { PLAN_NAMES, PLAN_PRICE_CENTS, planForUserType } from "@truerate/domain/plans";

/** A plan as the payment screens show it: the API's own names and prices (docs/product.md#accounts-product-scope). */
export interface PlanOffer {
  plan: Plan;
  name: string;
  priceCents: number;
  /** '$29.00': the form's title and the checkout. */
  price: string;
  /** '$29': the offer page's 'Subscribe Now - $29/month' (cents only when there are any). */
  shortPrice: string;
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatUsd(cents: number): string {
  return dollars.format(cents / 100);
}

export function formatUsdShort(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents);
}

/** The plan of a user type; before sign-in the caller passes the stored registrationUserType. */
export function planOffer(userType: UserType | null | undefined): PlanOffer {
  const plan = planForUserType(userType);
  const priceCents = PLAN_PRICE_CENTS[plan];
  return {
    plan,
    name: PLAN_NAMES[plan],
    priceCents,
    price: formatUsd(priceCents),
    shortPrice: formatUsdShort(priceCents),
  };
}

/** Reads a user type that came from storage or a query: anything unknown is no type at all. */
export function parseUserType(value: unknown): UserType | null {
  return value === "carrier" || value === "broker" || value === "admin" ? value : null;
}

/** What each plan includes (docs/product.md#accounts-product-scope), for the payment form's info box. */
export const PLAN_FEATURES: Record<PlanOffer["plan"], readonly string[]> = {
  carrier: ["All load and rate data", "Unlimited searches", "Verified rates", "E-mail notifications"],
  broker: ["The compliance mechanism", "A document-request dashboard", "Protection from complaints", "Cancel anytime"],
};
