import { Badge, Tooltip, VisuallyHidden } from "@radix-ui/themes";

const LABELS = { counted: "Counted", quarantined: "Held for review", rejected: "Not counted" } as const;
const COLORS = { counted: "green", quarantined: "amber", rejected: "gray" } as const;

/** A report's standing in lane figures; the reason shows on hover and is read out with the label. */
export function ReviewBadge({ review }: { review: { status: keyof typeof LABELS; message: string | null } }) {
  const badge = (
    <Badge color={COLORS[review.status]} highContrast>
      {LABELS[review.status]}
      {review.message ? <VisuallyHidden>: {review.message}</VisuallyHidden> : null}
    </Badge>
  );
  return review.message ? <Tooltip content={review.message}>{badge}</Tooltip> : badge;
}
