import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { bandLabel } from "../../lib/documents/deadline-labels";
import { complianceBand } from "../../lib/documents/domain";
import { StatusBadge } from "../documents/status-badge";

interface RatingCardProps {
  title: string;
  rating: number;
  compliant: number;
  total: number;
}

/**
 * A compliance rating with its band (90+ excellent, 70–89 good, below 70 needs improvement). With
 * no requests yet there is nothing to rate: the card says so instead of a 100% "Excellent".
 */
export function RatingCard({ title, rating, compliant, total }: RatingCardProps) {
  const band = bandLabel(complianceBand(rating));
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3">
          {title}
        </Heading>
        {total > 0 ? (
          <RatingFigures rating={rating} band={band} compliant={compliant} total={total} />
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
}: Pick<RatingCardProps, "rating" | "compliant" | "total"> & { band: ReturnType<typeof bandLabel> }) {
  return (
    <>
      <Flex align="center" gap="3">
        <Text size="7" weight="bold">
          {rating}%
        </Text>
        <StatusBadge text={band.text} color={band.color} />
      </Flex>
      <Text size="2" color="gray">
        {compliant} of {total} document requests met within 48 hours
      </Text>
    </>
  );
}
