import type { SubscriptionStatus, UserType } from "@truerate/domain/enums";

/** Who is making a request: resolved from the session cookie, carried into every service. */
export interface Actor {
  userId: string;
  email: string;
  role: UserType;
  isAdmin: boolean;
  /** The broker's tenant; null for carriers and admins. */
  brokerageId: string | null;
  /** The brokerage a broker asked to join, until one of its members approves. */
  pendingBrokerageId: string | null;
  subscriptionStatus: SubscriptionStatus;
  hasPaidSubscription: boolean;
  subscriptionPeriodEnd: Date | null;
  /** The provider id of the current subscription, to tell an offline one (renewed on read) apart. */
  currentSubscriptionId: string | null;
  /** SHA-256 of the session token (the sessions row id), so sign-out can revoke exactly this one. */
  sessionId: string;
}
