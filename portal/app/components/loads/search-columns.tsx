import type { SortingState } from "@tanstack/react-table";
import {
  formatDollarsPerMile,
  formatLoadDate,
  formatMiles,
  formatRoute,
  formatWeight,
} from "../../lib/loads/load-display";
import type { SearchRow } from "../../lib/loads/search-row";
import { dataTableColumnHelper } from "../data-table/features";
import { loadColumns } from "./load-columns";

const column = dataTableColumnHelper<SearchRow>();
const shared = loadColumns<SearchRow>();

/** Spec 001 §9: newest first until the user picks another order. */
export const SEARCH_DEFAULT_SORT: SortingState = [{ id: "uploadedAt", desc: true }];

/**
 * The search results columns of spec 001 §2. Every column sorts except $/Mile; sorting uses the
 * raw values (numbers, ISO instants), never the formatted text, so $900 sorts below $1,200. On a
 * phone, weight, distance, $/Mile and date step aside so Rate and True Rate stay in view.
 */
export const searchColumns = column.columns([
  column.accessor((row) => formatRoute(row), {
    id: "route",
    header: "Route",
    sortFn: "text",
    meta: { rowHeader: true },
  }),
  shared.broker,
  shared.type,
  column.accessor("weight", {
    header: "Weight",
    sortFn: "basic",
    cell: (info) => formatWeight(info.getValue()),
    meta: { align: "end", hideOnPhone: true },
  }),
  column.accessor("mileage", {
    header: "Distance",
    sortFn: "basic",
    cell: (info) => formatMiles(info.getValue()),
    meta: { align: "end", hideOnPhone: true },
  }),
  shared.rate,
  shared.trueRate,
  column.display({
    id: "dollarsPerMile",
    header: "$/Mile",
    enableSorting: false,
    cell: ({ row }) => formatDollarsPerMile(row.original.rate, row.original.mileage),
    meta: { align: "end", hideOnPhone: true },
  }),
  column.accessor("uploadedAt", {
    header: "Date",
    // ISO-8601 instants in UTC sort correctly as text.
    sortFn: "basic",
    cell: (info) => formatLoadDate(info.getValue()),
    meta: { hideOnPhone: true },
  }),
]);
