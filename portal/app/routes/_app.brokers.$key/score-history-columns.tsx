import { dataTableColumnHelper } from "../../components/data-table/features";
import type { BrokerProfile } from "./profile.server";
import { monthLabel } from "./profile-charts";

type ScoreMonth = BrokerProfile["history"][number];

function changeText(change: number | null): string {
  if (change === null) return "—";
  if (change === 0) return "±0";
  return change > 0 ? `+${change}` : String(change);
}

const column = dataTableColumnHelper<ScoreMonth>();

/** A month of the score: its value, how far it moved, and what moved it. */
export const scoreHistoryColumns = column.columns([
  column.display({
    id: "month",
    header: "Month",
    meta: { rowHeader: true },
    cell: ({ row }) => monthLabel(row.original.month),
  }),
  column.display({ id: "score", header: "Score", cell: ({ row }) => row.original.score ?? "—" }),
  column.display({ id: "change", header: "Change", cell: ({ row }) => changeText(row.original.change) }),
  column.display({ id: "why", header: "Why", cell: ({ row }) => row.original.explanation }),
]);
