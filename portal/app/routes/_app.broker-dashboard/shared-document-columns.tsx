import { Flex, Text } from "@radix-ui/themes";
import type { SortingState } from "@tanstack/react-table";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { dataTableColumnHelper } from "../../components/data-table/features";
import type { BrokerSharedDocument } from "../../components/documents/broker-shapes";
import { URGENCY_LABELS } from "../../components/documents/deadline-labels";
import { documentLabel } from "../../components/documents/document-types";
import { type DeadlineUrgency, deadlineUrgency, formatFileSize } from "../../components/documents/domain";
import { StatusBadge } from "../../components/documents/status-badge";
import { ReadingChecks } from "./documents/reading/reading-checks";
import { OpenSentDocumentLink } from "./open-sent-document-link";

const column = dataTableColumnHelper<BrokerSharedDocument>();

export const SHARED_DOCUMENTS_DEFAULT_SORT: SortingState = [{ id: "sharedAt", desc: true }];

/**
 * The urgency of a shared document (docs/product.md#load-board-states-and-transitions): how close to its load's deadline it reached the
 * carrier. Measured at sharing, not now: once sent in time a document stays on track, where a
 * live countdown would call every old document 'overdue'. Late ones are overdue (the API's isOverdue).
 */
export function sharedUrgency(document: BrokerSharedDocument): DeadlineUrgency | null {
  if (document.isOverdue) return "overdue";
  if (!document.complianceDeadline || !document.sharedAt) return null;
  return deadlineUrgency(document.complianceDeadline, Date.parse(document.sharedAt));
}

const APPROVAL = {
  pending: { text: "Awaiting carrier", color: "amber" },
  approved: { text: "Approved", color: "green" },
  declined: { text: "Declined", color: "red" },
} as const;

export const sharedDocumentColumns = column.columns([
  column.accessor("fileName", {
    header: "Document",
    sortFn: "text",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.fileName}</Text>
        <Text size="1" color="gray">
          {documentLabel(row.original)} · {formatFileSize(row.original.fileSize)}
        </Text>
      </Flex>
    ),
  }),
  column.accessor((row) => row.loadInfo?.loadNumber ?? "—", { id: "load", header: "Load #", sortFn: "alphanumeric" }),
  column.accessor((row) => row.loadInfo?.carrierCompanyName ?? row.sharedWithCarrierMc ?? "—", {
    id: "carrier",
    header: "Carrier",
    sortFn: "text",
  }),
  column.accessor((row) => row.sharedAt ?? "", {
    id: "sharedAt",
    header: "Uploaded (New York)",
    sortFn: "basic",
    cell: (info) => formatNewYorkTime(info.getValue(), "short"),
  }),
  column.display({
    id: "urgency",
    header: "Deadline",
    cell: ({ row }) => {
      const urgency = sharedUrgency(row.original);
      return urgency ? <StatusBadge text={URGENCY_LABELS[urgency].text} color={URGENCY_LABELS[urgency].color} /> : "—";
    },
  }),
  column.accessor("carrierApprovalStatus", {
    header: "Carrier response",
    sortFn: "text",
    cell: ({ row }) => {
      const approval = APPROVAL[row.original.carrierApprovalStatus];
      return (
        <Flex direction="column" gap="1" align="start">
          <StatusBadge text={approval.text} color={approval.color} />
          <Text size="1" color="gray">
            {row.original.carrierViewedAt
              ? `Viewed ${formatNewYorkTime(row.original.carrierViewedAt, "short")}`
              : "Not viewed yet"}
          </Text>
        </Flex>
      );
    },
  }),
  column.display({
    id: "verification",
    header: "Verification",
    cell: ({ row }) => <ReadingChecks documentId={row.original.id} status={row.original.verificationStatus} />,
  }),
  column.display({
    id: "open",
    header: "File",
    meta: { card: "actions" },
    cell: ({ row }) => <OpenSentDocumentLink document={row.original} />,
  }),
]);
