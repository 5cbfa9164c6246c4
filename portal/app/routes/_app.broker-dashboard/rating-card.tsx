import { Card, Flex, Heading, Text } from "@radix-ui/themes";
import { complianceRatingText } from "@truerate/domain/brokers/compliance-rating";
import { bandLabel } from "../../components/documents/deadline-labels";
import { complianceBand } from "../../components/documents/domain";
import { StatusBadge } from "../../components/documents/status-badge";

interface RatingCardProps {
  title: string;
  rating: number | null;
  compliant: number;
  total: number;
}

/**
 * A 48-hour compliance rating with its band (90+ excellent, 70–89 good, below 70 needs improvement).
 * With nothing decided yet the API gives no rating (null): the card says so instead of a 100% "Excellent".
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
            {complianceRatingText(null)}
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
          {complianceRatingText(rating)}
        </Text>
        <StatusBadge text={band.text} color={band.color} />
      </Flex>
      <Text size="2" color="gray">
        {compliant} of {total} requests whose 48 hours are over were answered within 48 hours, last 12 months (a request
        still within its 48 hours is not rated yet)
      </Text>
    </>
  );
}
