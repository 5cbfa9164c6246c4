import { Badge, Flex, Text } from "@radix-ui/themes";

interface Score {
  value: number | null;
  reason?: string | null;
  decidedRequests: number;
}

/**
 * A brokerage's transparency score as a number out of 100, or why there is none: the same words
 * on the public profile and on the broker's own dashboard, at the size each screen gives it.
 */
export function ScoreFigure({ score, scaleId, large }: { score: Score; scaleId: string; large?: boolean }) {
  if (score.value === null)
    return (
      <Flex direction="column" gap="1">
        <Badge highContrast size={large ? "3" : "2"} color="gray" style={{ alignSelf: "start" }}>
          Not enough evidence
        </Badge>
        <Text size="2">{score.reason}</Text>
      </Flex>
    );
  return (
    <Flex align="baseline" gap={large ? "3" : "2"} wrap="wrap">
      <Text size={large ? "9" : "7"} weight="bold" aria-describedby={scaleId}>
        {score.value}
      </Text>
      <Text size="2" color="gray" id={scaleId}>
        out of 100, from {score.decidedRequests} decided 371.3 requests
      </Text>
    </Flex>
  );
}
