import { Badge, Tooltip } from "@radix-ui/themes";

const LABELS = { counted: "Counted", quarantined: "Held for review", rejected: "Not counted" } as const;
const COLORS = { counted: "green", quarantined: "amber", rejected: "gray" } as const;

/** A report's standing in lane figures; the reason is in the tooltip and, for screen readers, in the label. */
export function ReviewBadge({ review }: { review: { status: keyof typeof LABELS; message: string | null } }) {
  const badge = (
    <Badge color={COLORS[review.status]} aria-label={review.message ?? LABELS[review.status]}>
      {LABELS[review.status]}
    </Badge>
  );
  return review.message ? <Tooltip content={review.message}>{badge}</Tooltip> : badge;
}
