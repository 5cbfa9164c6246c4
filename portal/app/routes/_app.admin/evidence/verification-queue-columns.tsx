import { Badge, Button } from "@radix-ui/themes";
import type { VerificationQueue } from "../../../components/admin/evidence/evidence-reads";
import { STANDING_LABELS } from "../../../components/admin/evidence/evidence-words";
import { dataTableColumnHelper } from "../../../components/data-table/features";
import { formatDollars } from "../../../components/loads/load-display";

type QueueRow = VerificationQueue["loads"][number];

const column = dataTableColumnHelper<QueueRow>();

/**
 * The verification queue's columns, in the API's order (agreeing evidence first; not sortable, a
 * page is only part of the queue). On a phone each load is a card with Compare evidence last.
 */
export function verificationQueueColumns(onCompare: (loadId: string) => void) {
  return column.columns([
    column.accessor("loadNumber", { header: "Load #", enableSorting: false, meta: { rowHeader: true } }),
    column.accessor("brokerName", { header: "Broker", enableSorting: false }),
    column.display({
      id: "evidence",
      header: "Evidence",
      cell: ({ row }) => {
        const standing = STANDING_LABELS[row.original.standing];
        return (
          <Badge color={standing.color} variant="soft" highContrast>
            <span aria-hidden="true">{standing.icon}</span> {standing.text}
          </Badge>
        );
      },
    }),
    column.display({
      id: "facts",
      header: "Facts",
      cell: ({ row }) => `${row.original.agreeing} agree, ${row.original.disagreeing} disagree`,
    }),
    column.display({
      id: "suggested",
      header: "Suggested true rate",
      meta: { align: "end" },
      cell: ({ row }) => (row.original.suggestedTrueRate ? formatDollars(row.original.suggestedTrueRate.amount) : "—"),
    }),
    column.display({
      id: "compare",
      header: "Action",
      meta: { card: "actions" },
      cell: ({ row }) => (
        <Button
          size="1"
          variant="soft"
          aria-label={`Compare evidence for load ${row.original.loadNumber}`}
          onClick={() => onCompare(row.original.loadId)}
        >
          Compare evidence
        </Button>
      ),
    }),
  ]);
}
