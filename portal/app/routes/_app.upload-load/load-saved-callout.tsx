import { Button, Callout, Flex, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { DeadlineCountdown } from "../../components/deadlines/deadline-countdown";
import type { SavedLoad } from "../../components/loads/upload-reply";

/**
 * After an upload: what happened (the load is saved, the broker's 48 hours run) and what to do
 * next (open the load, or fill the fresh form below for the next one), not only a toast.
 */
export function LoadSavedCallout({ loadId, saved, now }: { loadId: string; saved: SavedLoad; now: number }) {
  return (
    <Callout.Root color="green" role="status">
      <Flex direction="column" gap="2">
        <Text weight="bold">
          Load {saved.loadNumber} saved. {saved.brokerName} has 48 hours to send its records.
        </Text>
        <DeadlineCountdown deadline={saved.deadlineAt} complianceStatus={saved.complianceStatus} serverNow={now} />
        <Flex gap="3" wrap="wrap">
          {/* High contrast: the callout makes its buttons green, and white on green-9 is below AA's 4.5:1. */}
          <Button asChild size="2" highContrast>
            <Link to={`/loads/${loadId}`}>Open load {saved.loadNumber}</Link>
          </Button>
          <Text size="2" color="gray" as="p">
            The form below is empty for your next load.
          </Text>
        </Flex>
      </Flex>
    </Callout.Root>
  );
}
