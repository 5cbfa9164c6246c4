import { Flex, Link as RadixLink, Text } from "@radix-ui/themes";
import { Link } from "@remix-run/react";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { DeadlineRecord } from "../../components/admin/console/types";
import { dataTableColumnHelper } from "../../components/data-table/features";
import { StatusBadge } from "../../components/documents/status-badge";
import { noticeFor, trackerLabel, trackerLevel } from "../../lib/domain";
import { NotifyButton } from "./notify-button";

const column = dataTableColumnHelper<DeadlineRecord>();

/** '5.5 h left', or '3.0 h over' once past. */
export function hoursText(hours: number): string {
  return hours >= 0 ? `${hours.toFixed(1)} h left` : `${Math.abs(hours).toFixed(1)} h over`;
}

const STATUS_COLORS = { Critical: "red", Pending: "amber", Missed: "red", Completed: "green" } as const;

/**
 * The 48H tracker's columns (docs/product.md#load-board-entities-and-fields, deadline record); the actions come last.
 * On a phone the carrier, broker and submission time step aside so the load, its time, status and actions fit.
 */
export const deadlineColumns = column.columns([
  column.accessor("loadNumber", { header: "Load #", sortFn: "alphanumeric", meta: { rowHeader: true } }),
  column.accessor((row) => row.carrierCompanyName ?? "—", {
    id: "carrier",
    header: "Carrier",
    sortFn: "text",
    meta: { hideOnPhone: true },
    cell: ({ row }) => (
      <Flex direction="column">
        <Text>{row.original.carrierCompanyName ?? "—"}</Text>
        <Text size="1" color="gray">
          {row.original.carrierMcNumber ?? ""}
        </Text>
      </Flex>
    ),
  }),
  column.accessor("brokerName", { header: "Broker", sortFn: "text", meta: { hideOnPhone: true } }),
  column.accessor("submissionTime", {
    header: "Submitted",
    sortFn: "basic",
    meta: { hideOnPhone: true },
    cell: (info) => formatNewYorkTime(info.getValue(), "short"),
  }),
  column.accessor("deadlineTime", {
    header: "Deadline",
    sortFn: "basic",
    cell: (info) => formatNewYorkTime(info.getValue(), "short"),
  }),
  column.accessor("hoursRemaining", {
    header: "Time",
    sortFn: "basic",
    meta: { align: "end" },
    cell: ({ row }) => (row.original.status === "pending" ? hoursText(row.original.hoursRemaining) : "—"),
  }),
  column.display({
    id: "status",
    header: "Status",
    cell: ({ row }) => {
      const text = trackerLabel(row.original.status, row.original.hoursRemaining);
      return <StatusBadge text={text} color={STATUS_COLORS[text as keyof typeof STATUS_COLORS] ?? "gray"} />;
    },
  }),
  column.display({
    id: "actions",
    header: "Actions",
    meta: { card: "actions" },
    cell: ({ row }) => {
      const notice = noticeFor(row.original.status, row.original.hoursRemaining);
      return (
        <Flex gap="2" align="center" wrap="wrap">
          {notice ? <NotifyButton record={row.original} type={notice} /> : null}
          {row.original.status === "missed" ? (
            <RadixLink asChild size="2">
              <Link
                to={`/admin/complaints/${row.original.id}`}
                aria-label={`Prepare a complaint about load ${row.original.loadNumber}`}
              >
                Complaint
              </Link>
            </RadixLink>
          ) : null}
        </Flex>
      );
    },
  }),
]);

/** Critical rows red and highlighted, those due within 24 hours yellow. */
export function deadlineRowClass(row: DeadlineRecord): string | undefined {
  const level = trackerLevel(row.status, row.hoursRemaining);
  return level === "normal" ? undefined : `tr-row-${level}`;
}
