/**
 * The administrator's data-quality review: a report held for review (quarantined) is released
 * (counted from then on) or rejected (kept as evidence, never counted), once, with a reason. Pure,
 * so the portal's forms say what the API says.
 */

export const REVIEW_DECISIONS = ["release", "reject"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** What each bulk item came to: decided now, no such report, or not held (any more). */
export const BULK_REVIEW_RESULTS = ["done", "not_found", "not_quarantined"] as const;
export type BulkReviewResult = (typeof BULK_REVIEW_RESULTS)[number];

export const REVIEW_REASON_MAX_LENGTH = 500;
/** One bulk decision names at most this many reports: one D1 batch of two statements each. */
export const BULK_REVIEW_MAX = 100;
/** The queue's and the sources' pages; 100 at most, so a page's lanes fit one lane lookup. */
export const DATA_QUALITY_PAGE = { default: 25, max: 100 } as const;

export const DATA_QUALITY_MESSAGES = {
  reasonRequired: "Please enter a reason for this decision",
  reportNotFound: "Report not found",
  notQuarantined: "Only a report held for review can be released or rejected",
  idsRequired: "Choose at least one report",
  tooManyIds: `At most ${BULK_REVIEW_MAX} reports at once`,
  invalidCursor: "The cursor is not one this API issued",
} as const;

/** The 409's words: which state the report is in now (a second administrator may have decided it). */
export function notQuarantinedMessage(status: string): string {
  return `${DATA_QUALITY_MESSAGES.notQuarantined}; this one is ${status}`;
}
