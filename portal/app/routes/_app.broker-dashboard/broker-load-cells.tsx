import { Button, Flex, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { BrokerageLoad } from "../../components/documents/broker-shapes";
import { URGENCY_LABELS } from "../../components/documents/deadline-labels";
import { deadlineUrgency } from "../../components/documents/domain";
import { StatusBadge } from "../../components/documents/status-badge";
import { useBrokerLoads } from "./broker-loads-context";
import { BROKER_STATUS_LABELS, brokerLoadStatus, sendButtonLabel } from "./documents/broker-status";

const STATUS_COLORS = { pending: "amber", approved: "green", declined: "red", overdue: "red" } as const;

/** The broker-side status (docs/product.md#load-board-states-and-transitions): 'Pending Documents', Approved, Declined, Overdue. */
export function LoadStatusCell({ load }: { load: BrokerageLoad }) {
  const { now } = useBrokerLoads();
  const status = brokerLoadStatus(load, now);
  const sent = load.documentsUploaded.length;
  return (
    <Flex direction="column" gap="1" align="start">
      <StatusBadge text={BROKER_STATUS_LABELS[status]} color={STATUS_COLORS[status]} />
      <Text size="1" color="gray">
        {sent === 1 ? "1 document sent" : `${sent} documents sent`}
      </Text>
    </Flex>
  );
}

/** When the documents are due (New York time) and, while none were sent, how urgent that is. */
export function LoadDeadlineCell({ load }: { load: BrokerageLoad }) {
  const { now } = useBrokerLoads();
  const waiting = load.documentsUploaded.length === 0 && load.complianceStatus === "pending";
  const urgency = URGENCY_LABELS[deadlineUrgency(load.deadlineAt, now)];
  return (
    <Flex direction="column" gap="1" align="start">
      <Text size="2">{formatNewYorkTime(load.deadlineAt, "short")}</Text>
      {waiting ? <StatusBadge text={urgency.text} color={urgency.color} /> : null}
    </Flex>
  );
}

/** The send button, named with the load so a screen reader's button list tells the rows apart. */
export function SendDocsCell({ load }: { load: BrokerageLoad }) {
  const { requestSend } = useBrokerLoads();
  const label = sendButtonLabel(load);
  return (
    <Button
      size="1"
      style={{ whiteSpace: "nowrap" }}
      variant={label === "Send Docs" ? "solid" : "soft"}
      aria-label={`${label} for load ${load.loadNumber}`}
      onClick={() => requestSend(load)}
    >
      {label}
    </Button>
  );
}
