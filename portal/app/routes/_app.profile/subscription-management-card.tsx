/**
 * The profile's Subscription Management card (docs/product.md#accounts-screens-and-routes and #accounts-states-and-transitions), filled by the payments work: it
 * reads GET /api/payment/subscription-status itself and renders nothing for admins.
 */
export { SubscriptionManagementCard } from "./subscription/subscription-management-card";
