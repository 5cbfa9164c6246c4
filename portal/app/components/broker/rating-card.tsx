import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { bandLabel } from "../../lib/documents/deadline-labels";
import { complianceBand } from "../../lib/documents/domain";
import { StatusBadge } from "../documents/status-badge";

interface RatingCardProps {
  title: string;
  rating: number | null;
  compliant: number;
  total: number;
}

/**
 * A compliance rating with its band (90+ excellent, 70–89 good, below 70 needs improvement). With
 * no requests yet the API gives no rating (null): the card says so instead of a 100% "Excellent".
 */
export function RatingCard({ title, rating, compliant, total }: RatingCardProps) {
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3">
          {title}
        </Heading>
        {rating !== null ? (
          <RatingFigures rating={rating} band={bandLabel(complianceBand(rating))} compliant={compliant} total={total} />
        ) : (
          <Text size="5" weight="bold" color="gray">
            No requests yet
          </Text>
        )}
      </Flex>
    </Card>
  );
}

function RatingFigures({
  rating,
  band,
  compliant,
  total,
}: Pick<RatingCardProps, "compliant" | "total"> & { rating: number; band: ReturnType<typeof bandLabel> }) {
  return (
    <>
      <Flex align="center" gap="3">
        <Text size="7" weight="bold">
          {rating}%
        </Text>
        <StatusBadge text={band.text} color={band.color} />
      </Flex>
      <Text size="2" color="gray">
        {compliant} of {total} matched loads met within 48 hours, all time (a deadline still running counts as not yet
        met; Analytics shows recent weeks)
      </Text>
    </>
  );
}
