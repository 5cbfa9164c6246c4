import { Badge, Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { AdminComplianceRow } from "../../components/admin/console/types";
import { dataTableColumnHelper } from "../../components/data-table/features";
import type { StatusColor } from "../../components/documents/deadline-labels";
import { StatusBadge } from "../../components/documents/status-badge";
import { formatLoadDate } from "../../components/loads/load-display";
import { ADMIN_COMPLIANCE_LABELS } from "../../lib/domain";
import { ReviewButton } from "./review-dialog";

const column = dataTableColumnHelper<AdminComplianceRow>();

const LABEL_COLORS: Record<AdminComplianceRow["complianceStatus"], StatusColor> = {
  compliant: "green",
  overdue: "red",
  pending_documents: "amber",
  pending_approval: "orange",
  no_documents: "gray",
};

/** A load can go to NCCDB once overdue or once one of its documents was refused. */
export function complaintEligible(row: AdminComplianceRow): boolean {
  return (
    row.complianceStatus === "overdue" ||
    row.documentsShared.some(
      (document) => document.adminAction === "denied" || document.carrierApprovalStatus === "declined",
    )
  );
}

function DocumentEntry({ document }: { document: AdminComplianceRow["documentsShared"][number] }) {
  return (
    <Flex direction="column" gap="1">
      <Flex gap="2" align="center" wrap="wrap">
        <RadixLink href={`/api/admin/documents/${document.id}/view`} target="_blank" rel="noreferrer" size="2">
          {document.fileName}
        </RadixLink>
        {document.adminAction ? (
          <Badge color={document.adminAction === "approved" ? "green" : "red"} highContrast>
            {document.adminAction === "approved" ? "Approved" : "Denied"}
          </Badge>
        ) : null}
      </Flex>
      <Flex gap="2" wrap="wrap">
        <ReviewButton document={document} mode="approve" />
        <ReviewButton document={document} mode="deny" />
      </Flex>
    </Flex>
  );
}

/** Document Management's load compliance table (docs/product.md#load-board-entities-and-fields, admin compliance row); documents and actions last. */
export const complianceColumns = column.columns([
  column.accessor("loadNumber", { header: "Load #", sortFn: "alphanumeric", meta: { rowHeader: true } }),
  column.accessor("loadBrokerName", {
    header: "Broker",
    sortFn: "text",
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.loadBrokerName}</Text>
        <Text size="1" color="gray">
          {row.original.loadBrokerEmail}
        </Text>
      </Flex>
    ),
  }),
  column.accessor((row) => row.loadCarrierCompanyName ?? "—", {
    id: "carrier",
    header: "Carrier",
    sortFn: "text",
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.loadCarrierCompanyName ?? "—"}</Text>
        <Text size="1" color="gray">
          {row.original.loadCarrierMcNumber ?? ""}
        </Text>
      </Flex>
    ),
  }),
  column.accessor("loadDate", { header: "Date", sortFn: "basic", cell: (info) => formatLoadDate(info.getValue()) }),
  column.accessor("deadline", {
    header: "Deadline",
    sortFn: "basic",
    cell: (info) => formatNewYorkTime(info.getValue(), "short"),
  }),
  column.accessor("complianceStatus", {
    header: "Compliance",
    sortFn: "text",
    cell: (info) => (
      <StatusBadge text={ADMIN_COMPLIANCE_LABELS[info.getValue()]} color={LABEL_COLORS[info.getValue()]} />
    ),
  }),
  column.display({
    id: "documents",
    header: "Documents and actions",
    meta: { card: "actions" },
    cell: ({ row }) => (
      <Flex direction="column" gap="3">
        {row.original.documentsShared.map((document) => (
          <DocumentEntry key={document.id} document={document} />
        ))}
        {complaintEligible(row.original) ? (
          <RadixLink asChild size="2">
            <Link
              to={`/admin/complaints/${row.original.loadId}`}
              aria-label={`Prepare a complaint about load ${row.original.loadNumber}`}
            >
              Complaint
            </Link>
          </RadixLink>
        ) : null}
        {row.original.documentCount === 0 ? <Text color="gray">—</Text> : null}
      </Flex>
    ),
  }),
]);
