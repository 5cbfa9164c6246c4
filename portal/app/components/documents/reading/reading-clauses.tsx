import { Badge, Flex, Text } from "@radix-ui/themes";
import { CLAUSE_KIND_LABELS } from "./reading-words";
import type { DocumentReading } from "./use-document-reading";

/** The clauses that cost the carrier money or rights: what kind, what it does, and the sentence itself. */
export function ReadingClauses({ clauses }: { clauses: DocumentReading["clauses"] }) {
  if (clauses.length === 0) {
    return (
      <Text as="p" size="2" color="gray">
        No clause that gives up your rights or cuts your pay was found.
      </Text>
    );
  }
  return (
    <ul className="tr-reading-clauses" aria-label="Clauses that cost you money or rights">
      {clauses.map((clause) => (
        <li key={`${clause.patternId}-${clause.page}-${clause.sentence}`}>
          <Flex direction="column" gap="1">
            <Flex gap="2" align="center" wrap="wrap">
              <Badge color="red" variant="soft" highContrast>
                <span aria-hidden="true">⚠</span> {CLAUSE_KIND_LABELS[clause.kind]}
              </Badge>
              <Text size="1" color="gray">
                Page {clause.page}
              </Text>
            </Flex>
            <Text size="2">{clause.explanation}</Text>
            <blockquote className="tr-reading-quote">
              <Text size="2">“{clause.sentence}”</Text>
            </blockquote>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
