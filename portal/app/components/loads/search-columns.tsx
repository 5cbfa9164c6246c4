import type { SortingState } from "@tanstack/react-table";
import {
  formatDollars,
  formatDollarsPerMile,
  formatLoadDate,
  formatMiles,
  formatRoute,
  formatTrueRate,
  formatWeight,
  trailerTypeLabel,
} from "../../lib/loads/load-display";
import type { SearchRow } from "../../lib/loads/search-row";
import { dataTableColumnHelper } from "../data-table/features";

const column = dataTableColumnHelper<SearchRow>();

/** Spec 001 §9: newest first until the user picks another order. */
export const SEARCH_DEFAULT_SORT: SortingState = [{ id: "uploadedAt", desc: true }];

/**
 * The search results columns of spec 001 §2. Every column sorts except $/Mile; sorting uses the
 * raw values (numbers, ISO instants), never the formatted text, so $900 sorts below $1,200.
 */
export const searchColumns = column.columns([
  column.accessor((row) => formatRoute(row), {
    id: "route",
    header: "Route",
    sortFn: "text",
    meta: { rowHeader: true },
  }),
  column.accessor("brokerName", { header: "Broker", sortFn: "text" }),
  column.accessor((row) => trailerTypeLabel(row.trailerType), { id: "trailerType", header: "Type", sortFn: "text" }),
  column.accessor("weight", {
    header: "Weight",
    sortFn: "basic",
    cell: (info) => formatWeight(info.getValue()),
    meta: { align: "end" },
  }),
  column.accessor("mileage", {
    header: "Distance",
    sortFn: "basic",
    cell: (info) => formatMiles(info.getValue()),
    meta: { align: "end" },
  }),
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
    id: "dollarsPerMile",
    header: "$/Mile",
    enableSorting: false,
    cell: ({ row }) => formatDollarsPerMile(row.original.rate, row.original.mileage),
    meta: { align: "end" },
  }),
  column.accessor("uploadedAt", {
    header: "Date",
    // ISO-8601 instants in UTC sort correctly as text.
    sortFn: "basic",
    cell: (info) => formatLoadDate(info.getValue()),
  }),
]);
