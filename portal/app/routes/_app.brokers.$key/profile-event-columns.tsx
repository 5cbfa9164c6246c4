import { Badge, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { IdentityCheckList } from "../../components/broker-identity/identity-check-list";
import { dataTableColumnHelper } from "../../components/data-table/features";
import type { BrokerProfileEvents, ProfileEventKind } from "./profile.server";

type ProfileEvent = BrokerProfileEvents["events"][number];

const DETAIL_HEADERS: Partial<Record<ProfileEventKind, string>> = {
  complaint: "Outcome",
  payment: "Payment",
  waiver: "Clause",
  identity_fail: "Failing checks and evidence",
};

const column = dataTableColumnHelper<ProfileEvent>();

/**
 * The events of one kind: when (the day only for a carrier, who sees other carriers' loads
 * anonymised), the load, the kind's own detail, and any dispute of it.
 */
export function profileEventColumns(kind: ProfileEventKind, anonymised: boolean) {
  return column.columns([
    column.display({
      id: "at",
      header: kind === "payment" ? "Invoiced" : kind === "waiver" ? "Found" : anonymised ? "Day" : "Submitted",
      meta: { rowHeader: true },
      cell: ({ row }) => (anonymised ? row.original.at.slice(0, 10) : formatNewYorkTime(row.original.at, "short")),
    }),
    column.display({
      id: "load",
      header: "Load",
      cell: ({ row }) =>
        row.original.loadId ? (
          <RadixLink asChild>
            <Link to={`/loads/${row.original.loadId}`}>Load {row.original.loadNumber}</Link>
          </RadixLink>
        ) : (
          <Text color="gray">Another carrier's load</Text>
        ),
    }),
    column.display({
      id: "detail",
      header: DETAIL_HEADERS[kind] ?? "Hours to answer",
      cell: ({ row }) =>
        kind === "complaint" ? (
          (row.original.complaintOutcome ?? "—").replace("_", "-")
        ) : kind === "identity_fail" ? (
          <IdentityCheckList
            checks={row.original.identity ?? []}
            label={`Failing checks, ${row.original.loadNumber ? `load ${row.original.loadNumber}` : row.original.at.slice(0, 10)}`}
          />
        ) : kind === "payment" || kind === "waiver" ? (
          row.original.detail
        ) : (
          (row.original.hoursToAnswer ?? "—")
        ),
    }),
    column.display({
      id: "dispute",
      header: "Dispute",
      cell: ({ row }) =>
        row.original.dispute ? (
          <Badge highContrast color={row.original.removedFromScore ? "green" : "gray"}>
            {row.original.removedFromScore
              ? kind === "identity_fail"
                ? "upheld: removed from the count"
                : "upheld: removed from score"
              : row.original.dispute}
          </Badge>
        ) : (
          "—"
        ),
    }),
  ]);
}
