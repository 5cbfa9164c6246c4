import { Flex, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { DeadlineCountdown } from "../../../components/deadlines/deadline-countdown";
import { durationText } from "../../../components/documents/countdown";
import { CARRIER_DEADLINE_LABELS } from "../../../components/documents/deadline-labels";
import { carrierDeadlineStatus } from "../../../components/documents/domain";
import { StatusBadge } from "../../../components/documents/status-badge";

/**
 * The load's deadline as the carrier sees it on a shared document. A document shared in time is
 * itself the answer the deadline waited for, so it reads "met" and how early, never hours still
 * left; one shared late keeps docs/product.md's label (the API's own rule) and a countdown past due.
 */
export function DeadlineStatus({
  deadline,
  sharedAt,
  now,
}: {
  deadline: string | null;
  sharedAt: string | null;
  now: number;
}) {
  if (!deadline || Number.isNaN(Date.parse(deadline))) {
    const label = CARRIER_DEADLINE_LABELS[carrierDeadlineStatus(deadline, now)];
    return <StatusBadge prefix="Deadline" text={label.text} color={label.color} />;
  }
  const early = sharedAt ? Date.parse(deadline) - Date.parse(sharedAt) : Number.NaN;
  if (early >= 0) {
    return (
      <Flex align="center" gap="2" wrap="wrap">
        <StatusBadge prefix="Deadline" text="Met" color="green" />
        <Text size="2" color="gray">
          shared {durationText(early)} before the deadline ({formatNewYorkTime(deadline, "short")})
        </Text>
      </Flex>
    );
  }
  const label = CARRIER_DEADLINE_LABELS[carrierDeadlineStatus(deadline, now)];
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <StatusBadge prefix="Deadline" text={label.text} color={label.color} />
      <DeadlineCountdown deadline={deadline} complianceStatus="pending" serverNow={now} />
    </Flex>
  );
}
