import { Badge, Link as RadixLink } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { DISPUTE_KIND_LABELS } from "@truerate/domain/brokers/right-of-reply";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { components } from "@truerate/sdk";
import { brokerProfilePath } from "../../components/broker-profile/profile-path";
import { dataTableColumnHelper } from "../../components/data-table/features";

type BrokerDispute = components["schemas"]["BrokerDispute"];

const STATUS_COLORS = { open: "amber", upheld: "green", rejected: "gray" } as const;

const column = dataTableColumnHelper<BrokerDispute>();

/** A dispute: the broker (a link to the profile, where it is decided), the event, when, what they say, its status. */
export const brokerDisputeColumns = column.columns([
  column.display({
    id: "broker",
    header: "Broker",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <RadixLink asChild>
        <Link to={brokerProfilePath(row.original.brokerKey)}>{row.original.brokerName}</Link>
      </RadixLink>
    ),
  }),
  column.display({
    id: "event",
    header: "Event",
    cell: ({ row }) => `${DISPUTE_KIND_LABELS[row.original.kind]} · load ${row.original.loadNumber}`,
  }),
  column.display({ id: "filed", header: "Filed", cell: ({ row }) => formatNewYorkTime(row.original.filedAt, "short") }),
  column.display({ id: "statement", header: "Statement", cell: ({ row }) => row.original.statement }),
  column.display({
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <Badge highContrast color={STATUS_COLORS[row.original.status]}>
        {row.original.status}
      </Badge>
    ),
  }),
]);
