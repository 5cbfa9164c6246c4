import { Blockquote, Flex, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { AdminWaiverClause } from "../../../components/admin/waiver-clauses/waiver-clauses";
import { dataTableColumnHelper } from "../../../components/data-table/features";
import { documentLabel } from "../../../components/documents/document-types";

const column = dataTableColumnHelper<AdminWaiverClause>();

/** Each detected clause: when, the broker, the quoted sentence and its pattern, the document and load. */
export const waiverClauseColumns = column.columns([
  column.display({
    id: "detected",
    header: "Detected",
    meta: { rowHeader: true },
    cell: ({ row }) => formatNewYorkTime(row.original.detectedAt),
  }),
  column.display({
    id: "broker",
    header: "Broker",
    cell: ({ row }) => {
      const { broker } = row.original;
      return (
        <Flex direction="column" gap="1">
          <Text>{broker.name ?? "Not linked to a load yet"}</Text>
          <Text size="1" color="gray">
            {[broker.mcNumber, broker.key].filter(Boolean).join(" · ")}
          </Text>
        </Flex>
      );
    },
  }),
  column.display({
    id: "clause",
    header: "Clause",
    cell: ({ row }) => (
      <Flex direction="column" gap="1">
        <Blockquote size="2">{row.original.sentence}</Blockquote>
        <Text size="1" color="gray">
          Pattern: {row.original.patternId}
        </Text>
      </Flex>
    ),
  }),
  column.display({
    id: "document",
    header: "Document",
    cell: ({ row }) => {
      const { document } = row.original;
      return document ? (
        <Flex direction="column" gap="1">
          <Text style={{ overflowWrap: "anywhere" }}>{document.fileName}</Text>
          <Text size="1" color="gray">
            {documentLabel(document)}
          </Text>
        </Flex>
      ) : (
        <Text color="gray">Deleted (the clause is kept)</Text>
      );
    },
  }),
  column.display({
    id: "load",
    header: "Load",
    cell: ({ row }) => row.original.load?.loadNumber ?? "—",
  }),
]);
