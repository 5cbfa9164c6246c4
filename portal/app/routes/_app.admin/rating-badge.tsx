import { complianceRatingText } from "@truerate/domain/brokers/compliance-rating";
import { bandLabel } from "../../components/documents/deadline-labels";
import { complianceBand } from "../../components/documents/domain";
import { StatusBadge } from "../../components/documents/status-badge";

/**
 * A 48-hour compliance rating with its band's colour and name (90 excellent, 70 good). Without a
 * decided load the API gives no rating, and the badge says so instead of a rating nobody earned.
 */
export function RatingBadge({ rating }: { rating: number | null }) {
  if (rating === null) return <StatusBadge text={complianceRatingText(null)} color="gray" />;
  const label = bandLabel(complianceBand(rating));
  return <StatusBadge text={`${complianceRatingText(rating)} ${label.text}`} color={label.color} />;
}
