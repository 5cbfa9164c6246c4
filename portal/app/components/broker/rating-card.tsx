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

/** A compliance rating with its band (90+ excellent, 70–89 good, below 70 needs improvement). */
export function RatingCard({ title, rating, compliant, total }: RatingCardProps) {
  const band = bandLabel(complianceBand(rating));
  return (
    <Card size="2">
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {title}
        </Heading>
        <Flex align="center" gap="3">
          <Text size="7" weight="bold">
            {rating}%
          </Text>
          <StatusBadge text={band.text} color={band.color} />
        </Flex>
        <Text size="2" color="gray">
          {compliant} of {total} document requests met within 48 hours
        </Text>
      </Flex>
    </Card>
  );
}
