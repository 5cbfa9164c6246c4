import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { dataTableColumnHelper } from "../../components/data-table/features";
import type { UpcomingDeadline } from "../../components/documents/broker-shapes";
import { timeLeftText, URGENCY_LABELS } from "../../components/documents/deadline-labels";
import { deadlineUrgency } from "../../components/documents/domain";
import { StatusBadge } from "../../components/documents/status-badge";

const column = dataTableColumnHelper<UpcomingDeadline>();

/** A waiting load: its number, carrier, when it is due and, as of `now`, the time left and its urgency. */
export function upcomingDeadlineColumns(now: number) {
  return column.columns([
    column.display({
      id: "loadNumber",
      header: "Load #",
      meta: { rowHeader: true },
      cell: ({ row }) => row.original.loadNumber,
    }),
    column.display({
      id: "carrier",
      header: "Carrier",
      cell: ({ row }) => row.original.carrierCompanyName ?? row.original.carrierMcNumber ?? "—",
    }),
    column.display({
      id: "due",
      header: "Due (New York)",
      cell: ({ row }) => formatNewYorkTime(row.original.deadline, "short"),
    }),
    column.display({
      id: "timeLeft",
      header: "Time left",
      cell: ({ row }) => timeLeftText(row.original.deadline, now) ?? "—",
    }),
    column.display({
      id: "urgency",
      header: "Urgency",
      cell: ({ row }) => {
        const urgency = URGENCY_LABELS[deadlineUrgency(row.original.deadline, now)];
        return <StatusBadge text={urgency.text} color={urgency.color} />;
      },
    }),
  ]);
}
