import { durationText } from "./countdown";
import type { CarrierDeadlineStatus, ComplianceBand, DeadlineUrgency } from "./domain";
import { COMPLIANCE_BAND_LABELS } from "./domain";

/** The Radix colours the badges use; one meaning per colour across the documents screens. */
export type StatusColor = "gray" | "red" | "orange" | "amber" | "yellow" | "green";

interface Label {
  text: string;
  color: StatusColor;
}

/** The carrier's Shared Documents deadline label (docs/product.md#load-board-states-and-transitions), in docs/product.md's own words. */
export const CARRIER_DEADLINE_LABELS: Record<CarrierDeadlineStatus, Label> = {
  no_deadline: { text: "No deadline", color: "gray" },
  invalid: { text: "Invalid", color: "gray" },
  overdue: { text: "Overdue", color: "red" },
  urgent: { text: "Urgent", color: "orange" },
  warning: { text: "Warning", color: "amber" },
  ok: { text: "OK", color: "green" },
};

/** The broker's shared-document urgency (docs/product.md#load-board-states-and-transitions). */
export const URGENCY_LABELS: Record<DeadlineUrgency, Label> = {
  overdue: { text: "Overdue", color: "red" },
  urgent: { text: "Urgent", color: "orange" },
  due_soon: { text: "Due soon", color: "amber" },
  on_track: { text: "On track", color: "green" },
};

/** Rating bands (docs/product.md#load-board-business-constants-and-limits): excellent green, good yellow, needs improvement red. */
export const BAND_COLORS: Record<ComplianceBand, StatusColor> = {
  excellent: "green",
  good: "yellow",
  needs_improvement: "red",
};

export function bandLabel(band: ComplianceBand): Label {
  return { text: COMPLIANCE_BAND_LABELS[band], color: BAND_COLORS[band] };
}

/** "24 h 00 min left", "overdue by 2 h 30 min" (the countdown's units); nothing for a missing or unreadable deadline. */
export function timeLeftText(deadline: string | null, now: number): string | null {
  if (!deadline || Number.isNaN(Date.parse(deadline))) return null;
  const left = Date.parse(deadline) - now;
  return left > 0 ? `${durationText(left)} left` : `overdue by ${durationText(left)}`;
}
