// How a report's standing is told to whoever sent it, and how a refusal at the door is answered.
import type { ReportReviewStatus } from "@truerate/domain/enums";
import type { FieldRefusals } from "@truerate/domain/reports/plausibility";
import { QUARANTINE_MESSAGES, QUARANTINE_REASONS, type QuarantineReason } from "@truerate/domain/reports/screening";
import { validationFailed } from "../../core/errors";
import type { ReportReview } from "../../schemas/loads";

const isQuarantineReason = (reason: string): reason is QuarantineReason =>
  (QUARANTINE_REASONS as readonly string[]).includes(reason);

/** A report's standing as its owner reads it: "held for review" with the reason, or the administrator's decision. */
export function reportReview(status: ReportReviewStatus, reason: string | null): ReportReview {
  if (status === "counted" && reason === null) return { status, reason: null, message: null };
  const message =
    reason && isQuarantineReason(reason)
      ? QUARANTINE_MESSAGES[reason]
      : status === "rejected"
        ? `Not counted: an administrator rejected this report${reason ? ` (${reason})` : ""}`
        : status === "counted"
          ? "Counted: an administrator released this report"
          : "Held for review";
  return { status, reason, message };
}

/** A 400 naming every refused field; the headline is the first field's message. */
export function refusedAtTheDoor(errors: FieldRefusals) {
  const first = Object.values(errors)[0]?.[0] ?? "The load is not plausible";
  return validationFailed(first, errors);
}
