// The closed vocabularies of the partner API (v1): scopes, webhook events, timeframes, equipment.

export const PARTNER_SCOPES = ["loads:write", "rates:read", "webhooks:manage"] as const;
export type PartnerScope = (typeof PARTNER_SCOPES)[number];

export const WEBHOOK_EVENT_TYPES = [
  "load.deadline_met",
  "load.deadline_missed",
  "document.shared",
  "document.identity_failed",
  "true_rate.verified",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** A ping the partner asks for to test an endpoint; never sent unasked. */
export const WEBHOOK_PING_EVENT = "webhook.ping";

/** `cancelled`: the endpoint was deleted or disabled before the delivery went out; it is never sent. */
export const PARTNER_WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed", "cancelled"] as const;
export type WebhookDeliveryStatus = (typeof PARTNER_WEBHOOK_DELIVERY_STATUSES)[number];

/** Why a pushed load left the partner's change feed: deleted by its carrier, or its carrier's account erased. */
export const PARTNER_LOAD_REMOVAL_REASONS = ["deleted", "anonymised"] as const;
export type PartnerLoadRemovalReason = (typeof PARTNER_LOAD_REMOVAL_REASONS)[number];

/** The rate windows of the industry's lane lookups (days). */
export const RATE_TIMEFRAMES = [7, 15, 30, 60, 90, 365] as const;
export type RateTimeframe = (typeof RATE_TIMEFRAMES)[number];
