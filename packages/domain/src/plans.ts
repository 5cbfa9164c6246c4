import type { Plan, UserType } from "./enums";

/** Monthly prices in US cents (docs/product.md#accounts-product-scope and #accounts-business-constants-and-limits). */
export const PLAN_PRICE_CENTS: Record<Plan, number> = { carrier: 2900, broker: 1999 };

export const PLAN_NAMES: Record<Plan, string> = { carrier: "Carrier Plan", broker: "Broker Plan" };

/** The plan follows the user's type; admins never pay, and anyone else is on the carrier plan. */
export function planForUserType(userType: UserType | null | undefined): Plan {
  return userType === "broker" ? "broker" : "carrier";
}
