import { Badge, Button } from "@radix-ui/themes";
import { brokerMembershipLabel, registrationLabel } from "@truerate/domain/admin-console";
import { COMPLIANCE_RATING_LABEL } from "@truerate/domain/brokers/compliance-rating";
import type { BrokerageSearchResult } from "../../components/admin/console/types";
import { BrokerLink } from "../../components/broker-profile/broker-link";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { RatingBadge } from "./rating-badge";

const column = dataTableColumnHelper<BrokerageSearchResult>();

/** Brokerage Search's columns (docs/product.md#load-board-entities-and-fields, broker registry record); Details comes last. */
export function brokerageColumns(onDetails: (mcNumber: string) => void) {
  return column.columns([
    column.accessor("companyName", {
      header: "Brokerage",
      sortFn: "text",
      meta: { rowHeader: true },
      // A brokerage named on loads by MC has a profile under that MC (the registered one answers for it too).
      cell: ({ row }) => (
        <BrokerLink
          name={row.original.companyName}
          profileKey={row.original.mcNumber ? `mc:${row.original.mcNumber}` : null}
        />
      ),
    }),
    column.accessor((row) => row.mcNumber ?? "—", { id: "mc", header: "MC", sortFn: "alphanumeric" }),
    column.accessor((row) => [row.city, row.state].filter(Boolean).join(", ") || "—", {
      id: "location",
      header: "Location",
      sortFn: "text",
    }),
    column.accessor("registered", {
      header: "On TrueRate",
      cell: (info) =>
        info.getValue() ? (
          <Badge color={info.row.original.brokerCount > 0 ? "green" : "amber"} highContrast>
            {registrationLabel(info.row.original)}
          </Badge>
        ) : (
          <Badge color="gray" highContrast>
            Not registered
          </Badge>
        ),
    }),
    // No rating (nothing decided yet) sorts below 0%.
    column.accessor((row) => row.complianceRating ?? -1, {
      id: "complianceRating",
      header: COMPLIANCE_RATING_LABEL,
      sortFn: "basic",
      cell: ({ row }) => <RatingBadge rating={row.original.complianceRating} />,
    }),
    // The rating's own counts (last 12 months), so the row adds up to its rating.
    column.accessor("totalLoads", { header: "Requests (12 months)", sortFn: "basic", meta: { align: "end" } }),
    column.accessor("compliantLoads", { header: "Answered within 48 h", sortFn: "basic", meta: { align: "end" } }),
    column.accessor("brokerCount", {
      header: "Brokers",
      sortFn: "basic",
      cell: ({ row }) => brokerMembershipLabel(row.original),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      meta: { card: "actions" },
      cell: ({ row }) => {
        const mc = row.original.mcNumber;
        return mc ? (
          <Button
            size="1"
            variant="soft"
            onClick={() => onDetails(mc)}
            aria-label={`Details of ${row.original.companyName}`}
          >
            Details
          </Button>
        ) : null;
      },
    }),
  ]);
}
