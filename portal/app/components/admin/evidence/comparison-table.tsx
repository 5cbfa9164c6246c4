import { Flex, Table, Text, VisuallyHidden } from "@radix-ui/themes";
import type { EvidenceComparison } from "./evidence-reads";
import { FACT_LABELS, SOURCE_LABELS, shownValue } from "./evidence-words";

/**
 * Each fact across the sources. A value that differs from the fact's first is marked with an
 * icon and the word "differs" as well as colour, and the row says whether the fact agrees.
 */
export function ComparisonTable({ comparisons }: { comparisons: readonly EvidenceComparison[] }) {
  return (
    <Table.Root size="1" variant="surface">
      <VisuallyHidden asChild>
        <caption>The evidence compared</caption>
      </VisuallyHidden>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Fact</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>What each source states</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Verdict</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {comparisons.map((comparison) => (
          <Table.Row key={comparison.fact}>
            <Table.RowHeaderCell>{FACT_LABELS[comparison.fact]}</Table.RowHeaderCell>
            <Table.Cell>
              {comparison.values.length === 0 ? (
                <Text color="gray">No source states it</Text>
              ) : (
                <Flex direction="column" gap="1">
                  {comparison.values.map((value, index) => (
                    <ComparedValue
                      key={`${value.source}-${value.documentId ?? index}`}
                      fact={comparison.fact}
                      value={value}
                    />
                  ))}
                </Flex>
              )}
            </Table.Cell>
            <Table.Cell>
              {comparison.agrees ? (
                <Text color="green" highContrast>
                  <span aria-hidden="true">✓ </span>Agrees
                </Text>
              ) : comparison.disagrees ? (
                <Text color="red" weight="bold">
                  <span aria-hidden="true">✗ </span>Disagreement
                </Text>
              ) : (
                <Text color="gray">One source only</Text>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

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
