import type { QuarantineReason } from "@truerate/domain/reports/screening";

/** The Data quality tab's own words (the API's rules and messages are in @truerate/domain/data-quality). */
export const DATA_QUALITY_SCREEN = {
  queueFailed: "Failed to fetch the reports held for review",
  sourcesFailed: "Failed to fetch the sources' report quality",
  empty: "Nothing is held for review",
  noSources: "No reports yet.",
  releaseFailed: "Failed to release",
  rejectFailed: "Failed to reject",
} as const;

/** The screening reasons as short labels for a badge (the API's message says it in full). */
export const HELD_REASON_LABELS: Record<QuarantineReason, string> = {
  far_outlier: "Far outlier",
  new_source: "New source off the median",
  burst: "Burst",
  source_quality: "Source quality",
};
