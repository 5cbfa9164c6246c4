import { Blockquote, Callout, Flex, Heading, Text } from "@radix-ui/themes";
import { WAIVER_RULE_NOTE } from "@truerate/domain/documents/reading/waiver-rule-note";
import { useId } from "react";

interface WaiverClauseWarningProps {
  clauses: readonly { patternId: string; sentence: string }[];
  /** The heading's level under the document's own heading (h4 in a card with an h3). */
  headingLevel?: "h3" | "h4";
}

/**
 * A document's waiver clauses (issue 25): the sentences in which the carrier gives up its right to
 * review the broker's record, quoted, with what 49 CFR 371.3 says. An alert, so a screen reader
 * announces it with the document; nothing when the document has none.
 */
export function WaiverClauseWarning({ clauses, headingLevel = "h4" }: WaiverClauseWarningProps) {
  const headingId = useId();
  if (clauses.length === 0) return null;
  return (
    <Callout.Root color="amber" role="alert" aria-labelledby={headingId}>
      <Flex direction="column" gap="2">
        <Heading as={headingLevel} size="3" id={headingId}>
          {clauses.length === 1
            ? "This rate confirmation waives your right to the broker's record"
            : `This rate confirmation has ${clauses.length} clauses waiving your right to the broker's record`}
        </Heading>
        {clauses.map((clause) => (
          <Blockquote key={`${clause.patternId}:${clause.sentence}`} size="2">
            {clause.sentence}
          </Blockquote>
        ))}
        <Text as="p" size="2">
          {WAIVER_RULE_NOTE}
        </Text>
      </Flex>
    </Callout.Root>
  );
}
