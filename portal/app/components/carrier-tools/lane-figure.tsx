import { Flex, Text } from "@radix-ui/themes";
import type { components } from "@truerate/sdk";
import { withheldLaneText } from "../loads/lane-withheld";

const dollars = (value: number) => `$${value.toFixed(2)}`;

/** A saved lane's figure now: the published median carrier rate per mile with its middle half, or why it is withheld. */
export function LaneFigure({ current }: { current: components["schemas"]["LaneRates"] | null }) {
  if (!current) return <Text color="gray">Figures are unavailable right now.</Text>;
  if (current.status === "withheld")
    return (
      <Flex direction="column" gap="1">
        <Text>Not published: {current.explanation}.</Text>
        <Text size="1" color="gray">
          {withheldLaneText(current)}
        </Text>
      </Flex>
    );
  const perMile = current.carrierRate.perMile;
  return (
    <Flex gap="4" wrap="wrap" align="end">
      <Flex direction="column">
        <Text size="1" color="gray">
          Carrier-reported rate, median per mile
        </Text>
        <Text size="5" weight="bold">
          {dollars(perMile.median)}
        </Text>
      </Flex>
      <Text size="2" color="gray">
        Middle half {dollars(perMile.p25)}–{dollars(perMile.p75)} · {current.reports} reports · confidence{" "}
        {current.confidence.level.toLowerCase()}
      </Text>
    </Flex>
  );
}
