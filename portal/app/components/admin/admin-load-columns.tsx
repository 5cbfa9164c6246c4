import type { AdminLoad } from "../../lib/admin/admin-load";
import { adminComplianceLabel } from "../../lib/admin/compliance-label";
import {
  formatDollars,
  formatLoadDate,
  formatRoute,
  formatTrueRate,
  trailerTypeLabel,
} from "../../lib/loads/load-display";
import { dataTableColumnHelper } from "../data-table/features";
import { StatusBadge } from "../documents/status-badge";
import { TrueRateForm } from "./true-rate-form";

const column = dataTableColumnHelper<AdminLoad>();

/**
 * Load Management's columns (spec 001 §2). Rows keep the API's order, newest upload first, until
 * the admin sorts; sorting uses raw values (numbers, ISO dates), never the formatted text.
 */
export const adminLoadColumns = column.columns([
  column.accessor("loadNumber", { header: "Load #", sortFn: "alphanumeric", meta: { rowHeader: true } }),
  column.accessor("date", { header: "Date", sortFn: "basic", cell: (info) => formatLoadDate(info.getValue()) }),
  column.accessor((row) => formatRoute(row), { id: "route", header: "Route", sortFn: "text" }),
  column.accessor((row) => row.carrierCompanyName ?? row.carrierMcNumber ?? "—", {
    id: "carrier",
    header: "Carrier",
    sortFn: "text",
  }),
  column.accessor("brokerName", { header: "Broker", sortFn: "text" }),
  column.accessor((row) => trailerTypeLabel(row.trailerType), { id: "trailerType", header: "Type", sortFn: "text" }),
  column.accessor("rate", {
    header: "Rate",
    sortFn: "basic",
    cell: (info) => formatDollars(info.getValue()),
    meta: { align: "end" },
  }),
  // Unverified loads (null) go after the verified ones in both directions.
  column.accessor((row) => row.trueRate ?? undefined, {
    id: "trueRate",
    header: "True Rate",
    sortFn: "basic",
    sortUndefined: "last",
    cell: (info) => formatTrueRate(info.getValue()),
    meta: { align: "end" },
  }),
  column.display({
    id: "compliance",
    header: "Compliance",
    cell: ({ row }) => {
      const label = adminComplianceLabel(row.original);
      return <StatusBadge text={label.text} color={label.color} />;
    },
  }),
  column.display({
    id: "setTrueRate",
    header: "Set true rate",
    cell: ({ row }) => <TrueRateForm load={row.original} />,
  }),
]);
