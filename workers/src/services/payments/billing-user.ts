import type { AccessSubject } from "@truerate/domain/access";
import type { ServiceContext } from "../../core/service-context";
import { findBillingUser } from "../../db/queries/payments";

/** What billing reads of a user (db/queries/payments.ts): never the password hash or any token. */
export type BillingUser = AccessSubject & {
  id: string;
  email: string;
  companyName: string | null;
  stripeCustomerId: string | null;
  currentSubscriptionId: string | null;
  subscriptionPeriodEnd: Date | null;
};

export function loadBillingUser(ctx: ServiceContext, userId: string): Promise<BillingUser | null> {
  return findBillingUser(ctx.db, userId);
}
