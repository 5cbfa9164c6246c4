// Closed vocabularies of docs/product.md. The database CHECK constraints, the zod schemas and the
// portal's select options are all built from these lists, so a value can only be added in one place.

export const USER_TYPES = ["carrier", "broker", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "inactive",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "unpaid",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const TRAILER_TYPES = ["dry_van", "reefer", "flatbed", "power_only"] as const;
export type TrailerType = (typeof TRAILER_TYPES)[number];

/** The two kinds of company in freight, as the FMCSA registry and the documents between them name them. */
export const COMPANY_KINDS = ["carrier", "broker"] as const;
export type CompanyKind = (typeof COMPANY_KINDS)[number];

/** The two ends of a load, and the form fields, checks and document sections named after them. */
export const STOP_KINDS = ["pickup", "delivery"] as const;
export type StopKind = (typeof STOP_KINDS)[number];
/** How each trailer type reads to a person: on screen, in e-mails and in the messages that name them. */
export const TRAILER_TYPE_LABELS: Record<TrailerType, string> = {
  dry_van: "Dry Van",
  reefer: "Reefer",
  flatbed: "Flatbed",
  power_only: "Power Only",
};

/** Rates exclude power-only (docs/product.md#load-board-validation-rules, rate schema). */
export const RATE_TRUCK_TYPES = ["dry_van", "reefer", "flatbed"] as const;
export const RATE_LOAD_TYPES = ["full", "partial", "both"] as const;

export const DOCUMENT_TYPES = [
  "bol",
  "rate_confirmation",
  "pod",
  "certificate_insurance",
  "mc_number",
  "tariff",
  "compliance_doc",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const CARRIER_APPROVAL_STATUSES = ["pending", "approved", "declined"] as const;
export type CarrierApprovalStatus = (typeof CARRIER_APPROVAL_STATUSES)[number];
export const ADMIN_ACTIONS = ["approved", "denied"] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const NOTIFICATION_TYPES = [
  "document_shared",
  "compliance_deadline",
  "document_viewed",
  "system_alert",
] as const;

/** A load's 48-hour compliance state, kept on the load and driven by its LoadDeadline object. */
export const LOAD_COMPLIANCE_STATUSES = ["pending", "compliant", "overdue"] as const;
export type LoadComplianceStatus = (typeof LOAD_COMPLIANCE_STATUSES)[number];

export const PLANS = ["carrier", "broker"] as const;
export type Plan = (typeof PLANS)[number];

export const PAYMENT_PROVIDERS = ["stripe", "offline"] as const;

export const COMPLIANCE_EVENT_TYPES = ["deadline_met", "deadline_missed"] as const;
export type ComplianceEventType = (typeof COMPLIANCE_EVENT_TYPES)[number];

export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;

/** The 371.3 request of a load: queued with the load, delivered by the queue, answered through its link. */
export const LOAD_REQUEST_STATUSES = ["queued", "delivered", "answered"] as const;
export type LoadRequestStatus = (typeof LOAD_REQUEST_STATUSES)[number];

/** How a transaction record reached TrueRate: the e-mailed response link, or a signed-in broker. */
export const RECORD_CHANNELS = ["response_link", "broker"] as const;
export type RecordChannel = (typeof RECORD_CHANNELS)[number];

/** What the 48H tracker's Notify sends (docs/product.md#load-board-calls, the notify call's type). */
export const ADMIN_NOTICE_TYPES = ["deadline_missed", "pending_docs"] as const;
export type AdminNoticeType = (typeof ADMIN_NOTICE_TYPES)[number];

/** Where an NCCDB complaint stands: filed, then FMCSA's actionable / non-actionable notice, or withdrawn. */
export const COMPLAINT_OUTCOMES = ["filed", "actionable", "non_actionable", "withdrawn"] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** A rate report's standing: counted in published figures, held for an administrator, or rejected by one (kept as evidence). */
export const REPORT_REVIEW_STATUSES = ["counted", "quarantined", "rejected"] as const;
export type ReportReviewStatus = (typeof REPORT_REVIEW_STATUSES)[number];

/** The events a brokerage may dispute: a missed deadline, a complaint, a load whose broker identity check fails. */
export const BROKER_DISPUTE_KINDS = ["deadline_missed", "complaint", "identity_fail"] as const;
export type BrokerDisputeKind = (typeof BROKER_DISPUTE_KINDS)[number];
/** A dispute waits for an administrator, who upholds it (the event leaves the score) or rejects it. */
export const BROKER_DISPUTE_STATUSES = ["open", "upheld", "rejected"] as const;
export type BrokerDisputeStatus = (typeof BROKER_DISPUTE_STATUSES)[number];

/** The kinds of event behind a broker profile's figures; each figure links to its kind. */
export const BROKER_PROFILE_EVENT_KINDS = [
  "on_time",
  "late",
  "missed",
  "pending",
  "verified",
  "complaint",
  "payment",
  "waiver",
  "identity_fail",
] as const;
export type BrokerProfileEventKind = (typeof BROKER_PROFILE_EVENT_KINDS)[number];
