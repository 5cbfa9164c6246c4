import { Flex } from "@radix-ui/themes";
import type { SortingState } from "@tanstack/react-table";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { TwoLines } from "../../components/data-table/two-lines";
import type { BrokerageLoad } from "../../components/documents/broker-shapes";
import { formatDollars, formatLoadDate, formatRoute } from "../../components/loads/load-display";
import { RecordLink } from "../../components/loads/record-link";
import { LoadDeadlineCell, LoadStatusCell, SendDocsCell } from "./broker-load-cells";

const column = dataTableColumnHelper<BrokerageLoad>();

export const BROKER_LOADS_DEFAULT_SORT: SortingState = [{ id: "uploadedAt", desc: true }];

/** The brokerage's matched loads (docs/product.md#load-board-screens-and-routes, "Loads (matched)") with the send action. */
export const brokerLoadColumns = column.columns([
  column.accessor("loadNumber", {
    header: "Load #",
    sortFn: "alphanumeric",
    meta: { rowHeader: true },
    cell: ({ row, getValue }) => <TwoLines main={getValue()} detail={formatDollars(row.original.rate)} />,
  }),
  column.accessor((row) => formatRoute(row), {
    id: "route",
    header: "Route",
    sortFn: "text",
    cell: ({ row, getValue }) => <TwoLines main={getValue()} detail={formatLoadDate(row.original.date)} />,
  }),
  column.accessor((row) => row.carrierCompanyName ?? row.carrierMcNumber ?? "—", {
    id: "carrier",
    header: "Carrier",
    sortFn: "text",
    cell: ({ row, getValue }) => (
      <TwoLines main={getValue()} detail={row.original.carrierCompanyName ? row.original.carrierMcNumber : null} />
    ),
  }),
  column.accessor("uploadedAt", {
    header: "Documents due",
    sortFn: "basic",
    cell: ({ row }) => <LoadDeadlineCell load={row.original} />,
  }),
  column.display({ id: "status", header: "Status", cell: ({ row }) => <LoadStatusCell load={row.original} /> }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { card: "actions" },
    cell: ({ row }) => (
      <Flex gap="2" align="center">
        <SendDocsCell load={row.original} />
        <RecordLink load={row.original} />
      </Flex>
    ),
  }),
]);
