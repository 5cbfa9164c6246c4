import { Flex, Text } from "@radix-ui/themes";
import { dataTableColumnHelper } from "../../../components/data-table/features";
import { StatusBadge } from "../../../components/documents/status-badge";
import type { ReportSourceQuality } from "./types";

const column = dataTableColumnHelper<ReportSourceQuality>();

const count = (header: string, value: (source: ReportSourceQuality) => number) =>
  column.display({
    id: header.toLowerCase(),
    header,
    meta: { align: "end" },
    cell: ({ row }) => value(row.original).toLocaleString("en-US"),
  });

/** Each source's standing: its reports by review state, the most held first (the API's order). */
export const sourceColumns = column.columns([
  column.display({
    id: "source",
    header: "Source",
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Flex direction="column" gap="1" align="start">
        <Text>{row.original.label}</Text>
        <StatusBadge text={row.original.kind === "partner" ? "Partner" : "Carrier"} color="gray" />
      </Flex>
    ),
  }),
  count("Reports", (source) => source.total),
  count("Counted", (source) => source.counted),
  count("Held", (source) => source.quarantined),
  count("Rejected", (source) => source.rejected),
  column.display({
    id: "outliers",
    header: "Far outliers",
    meta: { align: "end" },
    cell: ({ row }) => `${(row.original.outlierShare * 100).toFixed(1)}% (${row.original.farOutliers})`,
  }),
]);
