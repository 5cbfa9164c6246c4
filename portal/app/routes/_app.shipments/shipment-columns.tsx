import { Flex } from "@radix-ui/themes";
import type { SortingState } from "@tanstack/react-table";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { loadColumns } from "../../components/loads/load-columns";
import { formatLoadDate } from "../../components/loads/load-display";
import { RecordLink } from "../../components/loads/record-link";
import { DeleteLoadButton } from "./delete-load-button";
import { ReviewBadge } from "./review-badge";
import type { Shipment } from "./shipments";

const column = dataTableColumnHelper<Shipment>();
const shared = loadColumns<Shipment>();

/** Newest upload first, as the API lists them. */
export const SHIPMENTS_DEFAULT_SORT: SortingState = [{ id: "uploadedAt", desc: true }];

/**
 * My Shipments (docs/product.md#load-board-screens-and-routes): enough of each load to spot a duplicate (number, lane, broker, type,
 * rate, dates), narrow enough that Delete stays on screen without scrolling sideways.
 */
export const shipmentColumns = column.columns([
  column.accessor("loadNumber", {
    header: "Load #",
    sortFn: "alphanumeric",
    // A report held for review or not counted says so under its number; counted ones need no mark.
    cell: ({ row, getValue }) => (
      <Flex direction="column" gap="1" align="start">
        {getValue()}
        {row.original.review.status === "counted" ? null : <ReviewBadge review={row.original.review} />}
      </Flex>
    ),
    meta: { rowHeader: true },
  }),
  // On a phone the load number names the row; the lane steps aside with the others below.
  { ...shared.route, meta: { ...shared.route.meta, hideOnPhone: true } },
  shared.broker,
  // On a phone the type and upload day step aside, so Record and Delete stay in view.
  { ...shared.type, meta: { hideOnPhone: true } },
  shared.rate,
  column.accessor("date", {
    header: "Load date",
    sortFn: "basic",
    cell: (info) => formatLoadDate(info.getValue()),
    meta: { hideOnPhone: true },
  }),
  column.accessor("uploadedAt", {
    header: "Uploaded",
    sortFn: "basic",
    cell: (info) => formatLoadDate(info.getValue()),
    meta: { hideOnPhone: true },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <Flex gap="2">
        <RecordLink load={row.original} />
        <DeleteLoadButton shipment={row.original} />
      </Flex>
    ),
  }),
]);
