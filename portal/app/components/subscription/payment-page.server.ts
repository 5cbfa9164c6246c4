import type { AppLoadContext } from "@remix-run/cloudflare";
import { decideAccess } from "@truerate/domain/access";
import { SUBSCRIPTION_STATUSES, type UserType } from "@truerate/domain/enums";
import { getSession } from "../../lib/api.server";
import { stripePublishableKey } from "../payments/stripe-config.server";
import type { GuardFallback } from "./guard";

/** What every payment screen's loader hands its page: who pays, and with which card form. */
export interface PaymentPageData {
  signedIn: boolean;
  userType: UserType | null;
  billing: { name: string | null; email: string | null };
  publishableKey: string | null;
  /** The guard's profile status (docs/product.md#accounts-states-and-transitions); null when nobody is signed in. */
  fallback: GuardFallback | null;
  /** A session cookie came with the request but the API refused it. */
  sessionExpired: boolean;
}

export async function paymentPageData(context: AppLoadContext, request: Request): Promise<PaymentPageData> {
  const { user, expired } = await getSession(context, request);
  const publishableKey = stripePublishableKey(context);
  if (!user) {
    const billing = { name: null, email: null };
    return { signedIn: false, userType: null, billing, publishableKey, fallback: null, sessionExpired: expired };
  }
  const subscriptionStatus = SUBSCRIPTION_STATUSES.find((value) => value === user.subscriptionStatus) ?? "inactive";
  // The stricter reading: a broker under free access is told so by the API's check, not by this.
  const access = decideAccess({ ...user, subscriptionStatus }, "paid");
  return {
    signedIn: true,
    userType: user.userType,
    billing: { name: user.companyName, email: user.email },
    publishableKey,
    fallback: { hasSubscription: access.allowed },
    sessionExpired: false,
  };
}
