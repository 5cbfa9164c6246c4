/**
 * The admin console's rules (docs/product.md#load-board-states-and-transitions, #load-board-validation-rules and #load-board-business-constants-and-limits): tracker statuses and thresholds, the five load
 * compliance labels, and the brokerage search minimum. Pure, so the portal labels rows with the
 * same functions the API uses.
 */
import type { AdminNoticeType, LOAD_COMPLIANCE_STATUSES } from "./enums";
import { newYorkDate } from "./new-york-time";

type LoadComplianceStatus = (typeof LOAD_COMPLIANCE_STATUSES)[number];

export const TRACKER_STATUSES = ["pending", "missed", "completed"] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

/** The tracker's words for a load's 48-hour state: still running, missed, or met. */
export function trackerStatus(status: LoadComplianceStatus): TrackerStatus {
  if (status === "overdue") return "missed";
  if (status === "compliant") return "completed";
  return "pending";
}

/** The 48H tracker thresholds, in hours left. */
export const TRACKER_THRESHOLDS = { criticalLabel: 1, critical: 6, notify: 24 } as const;
/** The critical banner names at most this many loads. */
export const CRITICAL_BANNER_LIMIT = 3;
/** The tracker reloads itself this often. */
export const TRACKER_REFRESH_MS = 5 * 60 * 1000;

/** The tracker's pages: every deadline reachable, a page at a time (3,000+ at national scale). */
export const TRACKER_PAGE = { default: 50, max: 100 } as const;

/**
 * The order a tracker list reads in: running deadlines soonest first (what needs action next);
 * missed and completed ones most recent first (what just happened).
 */
export function trackerOrder(status: TrackerStatus | undefined): "asc" | "desc" {
  return status === "missed" || status === "completed" ? "desc" : "asc";
}

export type TrackerLevel = "critical" | "warning" | "normal";

/**
 * How a pending row is drawn: red and highlighted at 6 hours or less (labelled 'Critical' at 1 hour
 * or less), yellow with Notify at 24 hours or less. Missed and completed rows are not urgent.
 */
export function trackerLevel(status: TrackerStatus, hoursLeft: number): TrackerLevel {
  if (status !== "pending") return "normal";
  if (hoursLeft <= TRACKER_THRESHOLDS.critical) return "critical";
  if (hoursLeft <= TRACKER_THRESHOLDS.notify) return "warning";
  return "normal";
}

export function trackerLabel(status: TrackerStatus, hoursLeft: number): string {
  if (status === "pending" && hoursLeft <= TRACKER_THRESHOLDS.criticalLabel) return "Critical";
  return { pending: "Pending", missed: "Missed", completed: "Completed" }[status];
}

/** Which notice Notify sends for a row, or none: missed loads and pending ones due within 24 hours. */
export function noticeFor(status: TrackerStatus, hoursLeft: number): AdminNoticeType | null {
  if (status === "missed") return "deadline_missed";
  if (status === "pending" && hoursLeft <= TRACKER_THRESHOLDS.notify) return "pending_docs";
  return null;
}

export const ADMIN_COMPLIANCE_STATUSES = [
  "compliant",
  "overdue",
  "pending_documents",
  "pending_approval",
  "no_documents",
] as const;
export type AdminComplianceStatus = (typeof ADMIN_COMPLIANCE_STATUSES)[number];

export const ADMIN_COMPLIANCE_LABELS: Record<AdminComplianceStatus, string> = {
  compliant: "Compliant",
  overdue: "Overdue",
  pending_documents: "Pending Documents",
  pending_approval: "Pending Approval",
  no_documents: "No Documents",
};

interface ComplianceDocument {
  isShared: boolean;
  adminAction: string | null;
  carrierApprovalStatus: string;
}

/**
 * A load's admin compliance label: Overdue once the deadline passed without documents; No Documents
 * when nothing is attached; Pending Documents while the broker has shared nothing; Pending Approval
 * while a shared document waits for an administrator (or the carrier); otherwise Compliant.
 */
export function adminComplianceStatus(
  loadStatus: LoadComplianceStatus,
  documents: readonly ComplianceDocument[],
): AdminComplianceStatus {
  if (loadStatus === "overdue") return "overdue";
  if (documents.length === 0) return "no_documents";
  const shared = documents.filter((document) => document.isShared);
  if (shared.length === 0) return "pending_documents";
  const awaiting = shared.some(
    (document) => document.adminAction === null && document.carrierApprovalStatus === "pending",
  );
  if (awaiting) return "pending_approval";
  return loadStatus === "compliant" ? "compliant" : "pending_documents";
}

/** The brokerage search needs this many characters. */
export const BROKERAGE_SEARCH_MIN_LENGTH = 2;
/** Brokerage details list this many of the newest loads. */
export const BROKERAGE_RECENT_LOADS = 20;
/**
 * Document Management's load compliance table and its list of every document show at most this
 * many rows (newest first); the portal says so when a list is that long.
 */
export const ADMIN_DOCUMENTS_LIMIT = 200;

export const ADMIN_CONSOLE_MESSAGES = {
  searchTooShort: "Please enter at least 2 characters to search",
  reasonRequired: "Please enter a reason for denying this document",
  documentNotFound: "Document not found",
  brokerageNotFound: "Brokerage not found",
  noticeAlreadySent: "This notification was already sent for this load",
  noticeNotDue: "This load has no notice of that type to send",
  complaintNotEligible:
    "A complaint packet is only prepared for an overdue or refused load, or one whose broker identity check fails",
  complaintIdRequired: "Please enter the Complaint ID NCCDB gave you",
  replyRequired: "Please enter your reply",
  complaintNotFound: "Complaint not found",
} as const;

/**
 * The complaint's incident date, as New York reads it (the rules' clock): the day the deadline
 * was missed, or for a load refused in time, the day of the first refusal. Never a day still to
 * come: a packet prepared before the deadline is about the refusal that already happened.
 */
export function complaintIncidentDate(facts: {
  deadlineAt: number;
  overdue: boolean;
  refusedAt: readonly number[];
  now: number;
}): string {
  const missed = facts.overdue ? [facts.deadlineAt] : [];
  const happened = [...missed, ...facts.refusedAt].filter((instant) => instant <= facts.now);
  return newYorkDate(happened.length > 0 ? Math.min(...happened) : facts.now);
}

/** Who a brokerage's figures count: members, and brokers whose join still waits for a member's approval. */
export interface BrokerageMembership {
  registered: boolean;
  brokerCount: number;
  pendingBrokerCount: number;
}

const brokers = (count: number) => `${count} ${count === 1 ? "broker" : "brokers"}`;

/**
 * The Brokers figure in words, so a registered brokerage never reads "Registered" beside a bare 0:
 * members first, then who waits to join; a registered tenant with neither says it has no member.
 */
export function brokerMembershipLabel({ registered, brokerCount, pendingBrokerCount }: BrokerageMembership): string {
  const waiting = pendingBrokerCount > 0 ? `${brokers(pendingBrokerCount)} waiting to join` : "";
  if (brokerCount > 0) return waiting ? `${brokers(brokerCount)} (+ ${waiting})` : brokers(brokerCount);
  if (waiting) return `No member yet: ${waiting}`;
  return registered ? "No member account" : "None (not registered)";
}

/** The registration badge: a tenant without a member is registered, but says so. */
export function registrationLabel({
  registered,
  brokerCount,
}: Pick<BrokerageMembership, "registered" | "brokerCount">) {
  if (!registered) return "Not registered";
  return brokerCount > 0 ? "Registered" : "Registered, no member";
}
