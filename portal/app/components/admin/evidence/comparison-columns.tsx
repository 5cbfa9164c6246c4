import { Flex, Text } from "@radix-ui/themes";
import { dataTableColumnHelper } from "../../data-table/features";
import type { EvidenceComparison } from "./evidence-reads";
import { FACT_LABELS, SOURCE_LABELS, shownValue } from "./evidence-words";

type Value = EvidenceComparison["values"][number];

/** One source's value: one that differs is marked ✗ and "(differs)", one not stated is said so in grey. */
function ComparedValue({ fact, value }: { fact: EvidenceComparison["fact"]; value: Value }) {
  const label = `${SOURCE_LABELS[value.source]}: ${shownValue(fact, value.value)}`;
  const quote = value.quote ? `Page ${value.page ?? 1}: ${value.quote}` : undefined;
  if (value.value === null) return <Text color="gray">{label}</Text>;
  if (value.agreesWithReference) return <Text title={quote}>{label}</Text>;
  return (
    <Text color="red" weight="bold" title={quote}>
      <span aria-hidden="true">✗ </span>
      {label} (differs)
    </Text>
  );
}

const column = dataTableColumnHelper<EvidenceComparison>();

/**
 * Each fact across the sources. A value that differs from the fact's first is marked with an
 * icon and the word "differs" as well as colour, and the row says whether the fact agrees.
 */
export const comparisonColumns = column.columns([
  column.display({
    id: "fact",
    header: "Fact",
    meta: { rowHeader: true },
    cell: ({ row }) => FACT_LABELS[row.original.fact],
  }),
  column.display({
    id: "values",
    header: "What each source states",
    cell: ({ row }) => {
      const { fact, values } = row.original;
      if (values.length === 0) return <Text color="gray">No source states it</Text>;
      return (
        <Flex direction="column" gap="1">
          {values.map((value, index) => (
            <ComparedValue key={`${value.source}-${value.documentId ?? index}`} fact={fact} value={value} />
          ))}
        </Flex>
      );
    },
  }),
  column.display({
    id: "verdict",
    header: "Verdict",
    cell: ({ row }) =>
      row.original.agrees ? (
        <Text color="green" highContrast>
          <span aria-hidden="true">✓ </span>Agrees
        </Text>
      ) : row.original.disagrees ? (
        <Text color="red" weight="bold">
          <span aria-hidden="true">✗ </span>Disagreement
        </Text>
      ) : (
        <Text color="gray">One source only</Text>
      ),
  }),
]);
