/**
 * The profile's Subscription Management card (spec 000 §2, §4), filled by the payments work: it
 * reads GET /api/payment/subscription-status itself and renders nothing for admins.
 */
export { SubscriptionManagementCard } from "../subscription/subscription-management-card";
