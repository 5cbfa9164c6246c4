import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { components } from "@truerate/sdk";
import { IdentityCheckList } from "../../../components/broker-identity/identity-check-list";
import { dataTableColumnHelper } from "../../../components/data-table/features";

type IdentityFlag = components["schemas"]["IdentityFlag"];

const column = dataTableColumnHelper<IdentityFlag>();

/** A flagged load: which, its broker as reported, the carrier, its failing checks with evidence, the packet. */
export const identityFlagColumns = column.columns([
  column.display({
    id: "load",
    header: "Load",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Flex direction="column" gap="1">
        <Text>{row.original.loadNumber}</Text>
        <Text size="1" color="gray">
          Reported {formatNewYorkTime(row.original.uploadedAt, "short")}
        </Text>
      </Flex>
    ),
  }),
  column.display({
    id: "broker",
    header: "Broker as reported",
    cell: ({ row }) => {
      const { broker } = row.original;
      return (
        <Flex direction="column" gap="1">
          <Text>{broker.name}</Text>
          <Text size="1" color="gray" style={{ overflowWrap: "anywhere" }}>
            {[broker.mcNumber ?? "No MC number", broker.email ?? "No e-mail"].join(" · ")}
          </Text>
        </Flex>
      );
    },
  }),
  column.display({
    id: "carrier",
    header: "Carrier",
    cell: ({ row }) => row.original.carrierName ?? "—",
  }),
  column.display({
    id: "failing",
    header: "Failing checks and evidence",
    cell: ({ row }) => (
      <IdentityCheckList checks={row.original.failing} label={`Failing checks of load ${row.original.loadNumber}`} />
    ),
  }),
  column.display({
    id: "packet",
    header: "Complaint",
    cell: ({ row }) => (
      <RadixLink asChild>
        <Link
          to={`/admin/complaints/${encodeURIComponent(row.original.loadId)}?from=identity`}
          aria-label={`Complaint packet of load ${row.original.loadNumber}`}
        >
          Complaint packet
        </Link>
      </RadixLink>
    ),
  }),
]);
