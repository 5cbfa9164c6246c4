/**
 * The 48-hour compliance rules of docs/product.md#load-board-states-and-transitions and #load-board-business-constants-and-limits, as pure functions: the API computes them for
 * its answers and the portal imports the same functions to label what it shows.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Brokers owe the carrier the load's documents within 48 hours of the upload (docs/product.md#load-board-business-constants-and-limits). */
export const DOCUMENT_DEADLINE_HOURS = 48;

/** When a load's documents are due: 48 hours after the carrier uploads the load. */
export function documentDeadline(uploadedAt: Date | number): Date {
  const at = uploadedAt instanceof Date ? uploadedAt.getTime() : uploadedAt;
  return new Date(at + DOCUMENT_DEADLINE_HOURS * HOUR_MS);
}

/** The reminders the deadline engine sends before a deadline, in hours before it. */
export const REMINDER_HOURS_BEFORE = [24, 12] as const;
export type ReminderHours = (typeof REMINDER_HOURS_BEFORE)[number];

/**
 * The rating is the share of compliant requests, in whole percent, rounded half up in integer
 * arithmetic (29 of 200 is 14.5%, which floating point would make 14.499… and round to 14), except
 * that only a perfect record shows 100: one miss in 400 is 99, not 100. With no requests there is
 * no share: null, not 100, so a brokerage nobody has asked yet is never shown as "Excellent".
 */
export function complianceRating(compliant: number, total: number): number | null {
  if (!(total > 0)) return null;
  const met = Math.min(Math.max(compliant, 0), total);
  const rounded = Math.floor((200 * met + total) / (2 * total));
  return met < total ? Math.min(rounded, 99) : 100;
}

export const COMPLIANCE_BANDS = ["excellent", "good", "needs_improvement"] as const;
export type ComplianceBand = (typeof COMPLIANCE_BANDS)[number];

/** 90–100 excellent (green), 70–89 good (yellow), below 70 needs improvement (red); no rating, no band. */
export function complianceBand(ratingPercent: number): ComplianceBand;
export function complianceBand(ratingPercent: number | null): ComplianceBand | null;
export function complianceBand(ratingPercent: number | null): ComplianceBand | null {
  if (ratingPercent === null) return null;
  if (ratingPercent >= 90) return "excellent";
  if (ratingPercent >= 70) return "good";
  return "needs_improvement";
}

export const COMPLIANCE_BAND_LABELS: Record<ComplianceBand, string> = {
  excellent: "Excellent",
  good: "Good",
  needs_improvement: "Needs Improvement",
};

export const DEADLINE_URGENCIES = ["overdue", "urgent", "due_soon", "on_track"] as const;
export type DeadlineUrgency = (typeof DEADLINE_URGENCIES)[number];

const asInstant = (value: Date | number | string | null | undefined): number | null => {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : Number.NaN;
};

/** Hours left until the deadline (negative once past), to one decimal. */
export function hoursRemaining(deadline: Date | number | string, now: Date | number): number {
  const left = (asInstant(deadline) ?? Number.NaN) - (asInstant(now) ?? Number.NaN);
  return Math.round((left / HOUR_MS) * 10) / 10;
}

/** The broker's urgency of a deadline: overdue; urgent at 12 hours or less; due soon at 24 or less; else on track. */
export function deadlineUrgency(deadline: Date | number | string, now: Date | number): DeadlineUrgency {
  const left = (asInstant(deadline) ?? Number.NaN) - (asInstant(now) ?? Number.NaN);
  if (!(left > 0)) return "overdue";
  if (left <= 12 * HOUR_MS) return "urgent";
  if (left <= 24 * HOUR_MS) return "due_soon";
  return "on_track";
}

export const CARRIER_DEADLINE_STATUSES = ["no_deadline", "invalid", "overdue", "urgent", "warning", "ok"] as const;
export type CarrierDeadlineStatus = (typeof CARRIER_DEADLINE_STATUSES)[number];

/**
 * The carrier's Shared Documents label: no deadline, invalid (not a date), overdue (past),
 * urgent (under 12 hours left), warning (12 to 24 hours), ok (24 hours or more).
 */
export function carrierDeadlineStatus(
  deadline: Date | number | string | null | undefined,
  now: Date | number,
): CarrierDeadlineStatus {
  const at = asInstant(deadline);
  if (at === null) return "no_deadline";
  if (Number.isNaN(at)) return "invalid";
  const left = at - (asInstant(now) ?? Number.NaN);
  if (left <= 0) return "overdue";
  if (left < 12 * HOUR_MS) return "urgent";
  if (left < 24 * HOUR_MS) return "warning";
  return "ok";
}

/** A document counts for its load's deadline only when it was shared at or before that deadline. */
export function sharedInTime(sharedAt: Date | number | null, deadline: Date | number | null): boolean {
  const shared = asInstant(sharedAt);
  const due = asInstant(deadline);
  if (shared === null || due === null || Number.isNaN(shared) || Number.isNaN(due)) return false;
  return shared <= due;
}

/** The broker's `isOverdue` of a shared document: it reached the carrier after its load's deadline. */
export function sharedLate(sharedAt: Date | number | null, deadline: Date | number | null): boolean {
  return sharedAt !== null && deadline !== null && !sharedInTime(sharedAt, deadline);
}

/** When each step of a load's deadline is due: the reminders, then the deadline itself. */
export function deadlineStageTimes(deadlineAt: number): {
  "reminder-24": number;
  "reminder-12": number;
  deadline: number;
} {
  return {
    "reminder-24": deadlineAt - 24 * HOUR_MS,
    "reminder-12": deadlineAt - 12 * HOUR_MS,
    deadline: deadlineAt,
  };
}

export const DEADLINE_STAGES = ["reminder-24", "reminder-12", "deadline"] as const;
export type DeadlineStage = (typeof DEADLINE_STAGES)[number];

/**
 * The first step still ahead at `now` (a step whose time has come is not ahead). A reminder whose
 * time has passed is skipped rather than sent late; the deadline itself is never skipped.
 */
export function firstStageAfter(deadlineAt: number, now: number): DeadlineStage {
  const times = deadlineStageTimes(deadlineAt);
  if (now < times["reminder-24"]) return "reminder-24";
  if (now < times["reminder-12"]) return "reminder-12";
  return "deadline";
}

/** The step after a reminder. */
export function stageAfter(stage: Exclude<DeadlineStage, "deadline">): DeadlineStage {
  return stage === "reminder-24" ? "reminder-12" : "deadline";
}
