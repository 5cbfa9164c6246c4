import type { SortingState } from "@tanstack/react-table";
import type { BrokerageLoad } from "../../lib/documents/broker-shapes";
import { formatDollars, formatLoadDate, formatRoute } from "../../lib/loads/load-display";
import { dataTableColumnHelper } from "../data-table/features";
import { LoadDeadlineCell, LoadStatusCell, SendDocsCell } from "./broker-load-cells";

const column = dataTableColumnHelper<BrokerageLoad>();

export const BROKER_LOADS_DEFAULT_SORT: SortingState = [{ id: "uploadedAt", desc: true }];

const carrier = (load: BrokerageLoad) =>
  [load.carrierCompanyName, load.carrierMcNumber].filter(Boolean).join(" · ") || "—";

/** The brokerage's matched loads (spec 001 §2, "Loads (matched)") with the send action. */
export const brokerLoadColumns = column.columns([
  column.accessor("loadNumber", { header: "Load #", sortFn: "alphanumeric", meta: { rowHeader: true } }),
  column.accessor((row) => formatRoute(row), { id: "route", header: "Route", sortFn: "text" }),
  column.accessor((row) => carrier(row), { id: "carrier", header: "Carrier", sortFn: "text" }),
  column.accessor("date", { header: "Load date", sortFn: "basic", cell: (info) => formatLoadDate(info.getValue()) }),
  column.accessor("rate", {
    header: "Rate",
    sortFn: "basic",
    cell: (info) => formatDollars(info.getValue()),
    meta: { align: "end" },
  }),
  column.accessor("uploadedAt", { header: "Documents due", sortFn: "basic", cell: ({ row }) => <LoadDeadlineCell load={row.original} /> }),
  column.display({ id: "status", header: "Status", cell: ({ row }) => <LoadStatusCell load={row.original} /> }),
  column.accessor((row) => row.documentsUploaded.length, {
    id: "documents",
    header: "Documents",
    sortFn: "basic",
    meta: { align: "end" },
  }),
  column.display({ id: "actions", header: "Actions", cell: ({ row }) => <SendDocsCell load={row.original} /> }),
]);
