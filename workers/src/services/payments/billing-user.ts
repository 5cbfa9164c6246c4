import type { AccessSubject } from "@truerate/domain/access";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";

/** The columns of a user that billing reads: never the password hash or any token. */
export const billingColumns = {
  id: users.id,
  email: users.email,
  userType: users.userType,
  isAdmin: users.isAdmin,
  companyName: users.companyName,
  stripeCustomerId: users.stripeCustomerId,
  /** The provider id of the user's current subscription (Stripe's or the offline provider's). */
  currentSubscriptionId: users.stripeSubscriptionId,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionPeriodEnd: users.subscriptionPeriodEnd,
  hasPaidSubscription: users.hasPaidSubscription,
};

export type BillingUser = AccessSubject & {
  id: string;
  email: string;
  companyName: string | null;
  stripeCustomerId: string | null;
  currentSubscriptionId: string | null;
  subscriptionPeriodEnd: Date | null;
};

export async function loadBillingUser(db: Database, userId: string): Promise<BillingUser | null> {
  const [user] = await db.select(billingColumns).from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
}
