import { Flex, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { CARRIER_DEADLINE_LABELS, timeLeftText } from "../../../lib/documents/deadline-labels";
import { carrierDeadlineStatus } from "../../../lib/documents/domain";
import { StatusBadge } from "../status-badge";

/**
 * The load's deadline as the carrier sees it (the load-board spec's states and transitions): the label from the API's own rule,
 * how long is left, and when it falls (New York time, like every deadline the brokers see).
 */
export function DeadlineStatus({ deadline, now }: { deadline: string | null; now: number }) {
  const label = CARRIER_DEADLINE_LABELS[carrierDeadlineStatus(deadline, now)];
  const left = timeLeftText(deadline, now);
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <StatusBadge prefix="Deadline" text={label.text} color={label.color} />
      {left ? (
        <Text size="2" color="gray">
          {left} · due {formatNewYorkTime(deadline)}
        </Text>
      ) : null}
    </Flex>
  );
}
