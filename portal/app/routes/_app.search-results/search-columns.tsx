import { Flex, Text } from "@radix-ui/themes";
import type { SortingState } from "@tanstack/react-table";
import { IdentityBadge } from "../../components/broker-identity/identity-badge";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { loadColumns } from "../../components/loads/load-columns";
import {
  formatDollarsPerMile,
  formatLoadDate,
  formatMiles,
  formatRoute,
  formatTrueRate,
  formatWeight,
} from "../../components/loads/load-display";
import type { SearchRow } from "../../components/loads/search-row";
import { trueRateVerificationLabel } from "../../components/loads/true-rate-verification";

const column = dataTableColumnHelper<SearchRow>();
const shared = loadColumns<SearchRow>();

/** docs/product.md#load-board-business-constants-and-limits: newest first until the user picks another order. */
export const SEARCH_DEFAULT_SORT: SortingState = [{ id: "date", desc: true }];

/**
 * The search results columns of docs/product.md#load-board-screens-and-routes. Every column sorts except $/Mile; sorting uses the
 * raw values (numbers, ISO instants), never the formatted text, so $900 sorts below $1,200. On a
 * phone, broker, type, weight, distance, $/Mile and date step aside so Rate and True Rate stay in view.
 */
export const searchColumns = column.columns([
  column.accessor((row) => formatRoute(row), {
    id: "route",
    header: "Route",
    sortFn: "text",
    meta: { rowHeader: true },
  }),
  shared.broker,
  // The search itself names the trailer type: on a phone its column steps aside for the rates.
  { ...shared.type, meta: { hideOnPhone: true } },
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
  // The shared True Rate column, saying how a shown amount was verified (the record behind it).
  column.accessor((row) => row.trueRate ?? undefined, {
    id: "trueRate",
    header: "True Rate",
    sortFn: "basic",
    sortUndefined: "last",
    cell: ({ row, getValue }) => {
      const amount = getValue();
      if (amount === undefined) return formatTrueRate(amount);
      return (
        <Flex direction="column" align="end">
          <Text>{formatTrueRate(amount)}</Text>
          <Text size="1" color="gray" className="tr-cell-note">
            {trueRateVerificationLabel(row.original.trueRateVerification ?? null)}
          </Text>
        </Flex>
      );
    },
    meta: { align: "end" },
  }),
  column.display({
    id: "dollarsPerMile",
    header: "$/Mile",
    enableSorting: false,
    cell: ({ row }) => formatDollarsPerMile(row.original.rate, row.original.mileage),
    meta: { align: "end", hideOnPhone: true },
  }),
  // The load's own date, the one the search's date range filters on (not the day it was uploaded).
  column.accessor("date", {
    header: "Date",
    // ISO-8601 dates sort correctly as text.
    sortFn: "basic",
    cell: (info) => formatLoadDate(info.getValue()),
    meta: { hideOnPhone: true },
  }),
  // The broker's identity in words, last and in its own column, so the Broker cell stays the broker's name (issue 44).
  column.display({
    id: "brokerIdentity",
    header: "Broker identity",
    enableSorting: false,
    // Rows kept in this tab's storage from before the identity check have none.
    cell: ({ row }) => (row.original.identity ? <IdentityBadge identity={row.original.identity} /> : "—"),
    meta: { hideOnPhone: true },
  }),
]);
