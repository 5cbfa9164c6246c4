import { Badge, Flex } from "@radix-ui/themes";
import type { AdminLoad } from "../../components/admin/admin-load";
import { TrueRateForm } from "../../components/admin/true-rate-form";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { TwoLines } from "../../components/data-table/two-lines";
import { StatusBadge } from "../../components/documents/status-badge";
import { loadColumns } from "../../components/loads/load-columns";
import { formatLoadDate, formatRoute, trailerTypeLabel } from "../../components/loads/load-display";
import { RecordLink } from "../../components/loads/record-link";
import { adminComplianceLabel } from "./compliance-label";

const column = dataTableColumnHelper<AdminLoad>();
const shared = loadColumns<AdminLoad>();

/**
 * Load Management's columns (docs/product.md#load-board-screens-and-routes). Rows keep the API's order, newest upload first, until
 * the admin sorts; sorting uses raw values (numbers, ISO dates), never the formatted text.
 */
export const adminLoadColumns = column.columns([
  // The load's date under its number, and its record beside its compliance: two columns fewer, so
  // the table fits 1280 px without breaking a word (and the API pages it, newest upload first).
  column.accessor("loadNumber", {
    header: "Load #",
    sortFn: "alphanumeric",
    meta: { rowHeader: true },
    cell: ({ row, getValue }) => <TwoLines main={getValue()} detail={formatLoadDate(row.original.date)} />,
  }),
  // The trailer type under the route: one column less, so the table fits 1280 px with whole words.
  column.accessor((row) => formatRoute(row), {
    id: "route",
    header: "Route",
    sortFn: "text",
    cell: ({ row, getValue }) => <TwoLines main={getValue()} detail={trailerTypeLabel(row.original.trailerType)} />,
  }),
  column.accessor((row) => row.carrierCompanyName ?? row.carrierMcNumber ?? "—", {
    id: "carrier",
    header: "Carrier",
    sortFn: "text",
  }),
  shared.broker,
  shared.rate,
  shared.trueRate,
  // The record and its documents, with the same entry beside them; a revision sent after the
  // verification is flagged here, so it is found without opening every load.
  column.display({
    id: "compliance",
    header: "Compliance",
    cell: ({ row }) => {
      const label = adminComplianceLabel(row.original);
      return (
        <Flex direction="column" gap="2" align="start">
          <StatusBadge text={label.text} color={label.color} />
          <RecordLink load={row.original} />
          {row.original.revisionAwaitingReview === null ? null : (
            <Badge color="amber" highContrast>
              Revision {row.original.revisionAwaitingReview} awaits review
            </Badge>
          )}
        </Flex>
      );
    },
  }),
  // Last, so the admin tables' sticky actions column keeps the entry in view on a narrow screen.
  column.display({
    id: "setTrueRate",
    header: "Set true rate",
    meta: { card: "actions" },
    cell: ({ row }) => <TrueRateForm load={row.original} />,
  }),
]);
