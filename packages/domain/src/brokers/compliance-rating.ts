/**
 * A broker's 48-hour compliance rating: the one figure the broker's Compliance and Analytics tabs,
 * the administrator's Brokerage Search and the public profile all show, with one name. It is
 * not the transparency score (which also weighs verified records, days to pay and complaints).
 */
import { z } from "zod";
import { COMPLIANCE_BANDS, complianceBand, complianceRating } from "../compliance";
import { SCORE_WINDOW_DAYS } from "./transparency-score";

/** What every screen calls the rating, and nothing else. */
export const COMPLIANCE_RATING_LABEL = "48-hour compliance rating";

export const COMPLIANCE_RATING_RULE =
  `The ${COMPLIANCE_RATING_LABEL} is the 371.3 requests answered within 48 hours ÷ the requests whose 48 hours ` +
  `are over (answered on time, late or missed), over the last ${SCORE_WINDOW_DAYS} days, in whole percent ` +
  "(half up; 100 only with nothing late or missed). A request still within its 48 hours is not counted yet, " +
  "nor is a missed deadline an administrator removed after the broker's dispute.";

const count = z.number().int();

export const complianceFiguresSchema = z.object({
  /** Whole percent; null with nothing decided (a share of nothing is no rating, not 100). */
  percent: count.min(0).max(100).nullable(),
  band: z.enum(COMPLIANCE_BANDS).nullable(),
  received: count,
  /** On time + late + missed: the rating's denominator. */
  decided: count,
  onTime: count,
  late: count,
  missed: count,
  /** Still within their 48 hours. */
  pending: count,
  /** Missed deadlines an administrator removed after the broker's dispute: received, not rated. */
  removedByDispute: count,
});
export type ComplianceFigures = z.infer<typeof complianceFiguresSchema>;
export type ComplianceCounts = Pick<ComplianceFigures, "onTime" | "late" | "missed" | "pending" | "removedByDispute">;

export function complianceFigures(counts: ComplianceCounts): ComplianceFigures {
  const decided = counts.onTime + counts.late + counts.missed;
  const percent = complianceRating(counts.onTime, decided);
  return {
    ...counts,
    received: decided + counts.pending + counts.removedByDispute,
    decided,
    percent,
    band: complianceBand(percent),
  };
}

/** How a screen writes the rating: "83%", or that there is none yet. */
export function complianceRatingText(percent: number | null): string {
  return percent === null ? "No rating yet" : `${percent}%`;
}
