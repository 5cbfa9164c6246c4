import { VisuallyHidden } from "@radix-ui/themes";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { StatusBadge } from "../../components/documents/status-badge";
import { JoinDecision } from "./join-decision";
import type { BrokerageMember } from "./team";

const column = dataTableColumnHelper<BrokerageMember>();

/** A member or a broker asking to join: who, their company, their status, and the decision for a request. */
export const teamColumns = column.columns([
  column.display({ id: "email", header: "E-mail", meta: { rowHeader: true }, cell: ({ row }) => row.original.email }),
  column.display({ id: "company", header: "Company", cell: ({ row }) => row.original.companyName ?? "—" }),
  column.display({
    id: "status",
    header: "Status",
    cell: ({ row }) =>
      row.original.status === "member" ? (
        <StatusBadge text="Member" color="green" />
      ) : (
        <StatusBadge text="Waiting for approval" color="amber" />
      ),
  }),
  column.display({
    id: "actions",
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    meta: { cardLabel: "Actions" },
    cell: ({ row }) => (row.original.status === "pending" ? <JoinDecision member={row.original} /> : null),
  }),
]);
