import type { components } from "@truerate/sdk";
import { createElement } from "react";
import { BrokerLink } from "../broker-profile/broker-link";
import { dataTableColumnHelper } from "../data-table/features";
import { formatDollars, formatRoute, formatTrueRate, trailerTypeLabel } from "./load-display";

/** What every load table shows of a load, whatever else its rows carry (My Shipments has no true rate). */
export type LoadColumnsRow = Pick<
  components["schemas"]["CarrierLoad"],
  "pickupCity" | "pickupState" | "deliveryCity" | "deliveryState" | "brokerName" | "trailerType" | "rate"
> &
  Partial<Pick<components["schemas"]["CarrierLoad"], "trueRate" | "brokerProfileKey">>;

/**
 * The columns the load tables share (search results, shipments, admin Load Management), built for
 * one table's row type. Sorting uses the raw values, never the formatted text, so $900 sorts below
 * $1,200.
 */
export function loadColumns<T extends LoadColumnsRow>() {
  const column = dataTableColumnHelper<T>();
  return {
    route: column.accessor((row) => formatRoute(row), { id: "route", header: "Route", sortFn: "text" }),
    broker: column.accessor((row) => row.brokerName, {
      id: "brokerName",
      header: "Broker",
      sortFn: "text",
      cell: (info) =>
        createElement(BrokerLink, { name: info.getValue(), profileKey: info.row.original.brokerProfileKey }),
      meta: { hideOnPhone: true },
    }),
    type: column.accessor((row) => trailerTypeLabel(row.trailerType), {
      id: "trailerType",
      header: "Type",
      sortFn: "text",
    }),
    rate: column.accessor((row) => row.rate, {
      id: "rate",
      header: "Rate",
      sortFn: "basic",
      cell: (info) => formatDollars(info.getValue()),
      meta: { align: "end" },
    }),
    // Unverified loads (null) go after the verified ones in both directions.
    trueRate: column.accessor((row) => row.trueRate ?? undefined, {
      id: "trueRate",
      header: "True Rate",
      sortFn: "basic",
      sortUndefined: "last",
      cell: (info) => formatTrueRate(info.getValue()),
      meta: { align: "end" },
    }),
  };
}
