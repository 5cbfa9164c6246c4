import { bandLabel } from "../../lib/documents/deadline-labels";
import { complianceBand } from "../../lib/documents/domain";
import { StatusBadge } from "../documents/status-badge";

/** A compliance rating with its band's colour and name (90 excellent, 70 good). */
export function RatingBadge({ rating }: { rating: number }) {
  const label = bandLabel(complianceBand(rating));
  return <StatusBadge text={`${rating}% ${label.text}`} color={label.color} />;
}
