/**
 * The profile's Subscription Management card (the accounts spec's screens and routes and states and transitions), filled by the payments work: it
 * reads GET /api/payment/subscription-status itself and renders nothing for admins.
 */
export { SubscriptionManagementCard } from "../subscription/subscription-management-card";
