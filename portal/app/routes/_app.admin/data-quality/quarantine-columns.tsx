import { Flex, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { HELD_REASON_LABELS } from "../../../components/admin/data-quality/messages";
import { dataTableColumnHelper } from "../../../components/data-table/features";
import { StatusBadge } from "../../../components/documents/status-badge";
import { formatDollars, formatLoadDate, formatMiles } from "../../../components/loads/load-display";
import { TRAILER_TYPE_LABELS } from "../../../lib/trailer-types";
import { DecisionDialog } from "./decision-dialog";
import { laneFiguresText } from "./lane-figures-text";
import { ReportCheckbox, SelectPageCheckbox } from "./report-selection";
import type { QuarantinedReport } from "./types";

const column = dataTableColumnHelper<QuarantinedReport>();

/**
 * The admin tables wrap anywhere, so a phone would squeeze these cells to a letter a line: they keep
 * a readable width and the table scrolls sideways instead (the actions column stays in view).
 */
const CELL_MIN_WIDTH = { minWidth: "9rem" } as const;
/** Wide enough for "Release" whole, over "Reject". */
const ACTIONS_MIN_WIDTH = { minWidth: "4.75rem" } as const;

/** Two lines in a cell: the value, and a gray detail under it. */
function Lines({ main, detail }: { main: string; detail: string }) {
  return (
    <Flex direction="column">
      <Text>{main}</Text>
      <Text size="1" color="gray">
        {detail}
      </Text>
    </Flex>
  );
}

/**
 * The quarantine queue's columns: each held report beside its lane's published figures, so the
 * administrator sees how far off it is. Not sortable: the order is the queue's (oldest first) and a
 * page is only part of it. The decisions come last.
 */
export const quarantineColumns = column.columns([
  column.display({
    id: "select",
    header: () => <SelectPageCheckbox />,
    cell: ({ row }) => <ReportCheckbox id={row.original.id} loadNumber={row.original.loadNumber} />,
  }),
  column.display({
    id: "load",
    header: "Load",
    meta: { rowHeader: true },
    cell: ({ row }) => {
      const report = row.original;
      return (
        <Flex direction="column" style={CELL_MIN_WIDTH}>
          <Text weight="medium">{report.loadNumber}</Text>
          <Text>{`${report.pickupCity}, ${report.pickupState} → ${report.deliveryCity}, ${report.deliveryState}`}</Text>
          <Text size="1" color="gray">
            {`${TRAILER_TYPE_LABELS[report.trailerType]}, ${formatMiles(report.mileage)}, ${formatLoadDate(report.date)}`}
          </Text>
        </Flex>
      );
    },
  }),
  column.display({
    id: "rate",
    header: "Rate beside the lane (90 days)",
    cell: ({ row }) => (
      <Flex direction="column" gap="1" style={CELL_MIN_WIDTH}>
        <Text>{`${formatDollars(row.original.rate)} ($${row.original.ratePerMile.toFixed(2)}/mi)`}</Text>
        <Text size="1" color="gray">
          {`Lane: ${laneFiguresText(row.original.lane)}`}
        </Text>
      </Flex>
    ),
  }),
  column.display({
    id: "reason",
    header: "Why held",
    cell: ({ row }) => {
      const { code, message } = row.original.reason;
      return (
        <Flex direction="column" gap="1" align="start">
          <StatusBadge text={code ? HELD_REASON_LABELS[code] : "Held"} color="amber" />
          {/* The badge says it in short on a phone; the full message where there is room. */}
          <Text size="1" color="gray" data-phone="hide">
            {message}
          </Text>
        </Flex>
      );
    },
  }),
  column.display({
    id: "source",
    header: "Source",
    meta: { hideOnPhone: true },
    cell: ({ row }) => {
      const { source } = row.original;
      return (
        <Flex direction="column" gap="1" align="start">
          <Text>{source.label}</Text>
          <StatusBadge text={source.kind === "partner" ? "Partner" : "Carrier"} color="gray" />
        </Flex>
      );
    },
  }),
  column.display({
    id: "broker",
    header: "Broker",
    meta: { hideOnPhone: true },
    cell: ({ row }) => <Lines main={row.original.broker.name} detail={row.original.broker.key} />,
  }),
  column.display({
    id: "uploaded",
    header: "Uploaded",
    meta: { hideOnPhone: true },
    cell: ({ row }) => formatNewYorkTime(row.original.uploadedAt, "short"),
  }),
  column.display({
    id: "actions",
    header: "Actions",
    cell: ({ row }) => {
      const subject = `load ${row.original.loadNumber}`;
      return (
        <Flex gap="2" wrap="wrap" style={ACTIONS_MIN_WIDTH}>
          <DecisionDialog decision="release" ids={[row.original.id]} subject={subject} />
          <DecisionDialog decision="reject" ids={[row.original.id]} subject={subject} />
        </Flex>
      );
    },
  }),
]);
