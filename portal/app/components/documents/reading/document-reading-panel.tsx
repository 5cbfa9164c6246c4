import "./reading.css";
import { Button, Callout, Flex, Heading, Text, VisuallyHidden } from "@radix-ui/themes";
import { useId } from "react";
import { LoadingSpinner } from "../../feedback/loading-spinner";
import { PayDifference } from "./pay-difference";
import { ReadingClauses } from "./reading-clauses";
import { ReadingFields } from "./reading-fields";
import { UNREADABLE_WORDS } from "./reading-words";
import { type DocumentReading, useDocumentReading } from "./use-document-reading";

interface DocumentReadingPanelProps {
  documentId: string;
  /** How a sentence names the document: "rate confirmation", "invoice", "document". */
  noun: string;
  /** Its file name, heard after the heading, so several panels on a page have names of their own. */
  fileName: string;
}

/**
 * "What the document says": the reader's fields with their quotes, the clauses that cost the
 * carrier, and a carrier pay that differs from what the carrier reported. It asks again by itself
 * while the document is being read.
 */
export function DocumentReadingPanel({ documentId, noun, fileName }: DocumentReadingPanelProps) {
  const headingId = useId();
  const nameId = useId();
  const state = useDocumentReading(documentId);
  return (
    // A named group, not a region: a page lists many documents, several with the same file name, and
    // landmarks must be unique. (A fieldset, which the linter offers, is for form controls.)
    // biome-ignore lint/a11y/useSemanticElements: a group of what one document says, not of form controls
    <div role="group" aria-labelledby={`${headingId} ${nameId}`} aria-busy={state.kind === "loading" || undefined}>
      <VisuallyHidden id={nameId}>{fileName}</VisuallyHidden>
      <Flex direction="column" gap="3">
        <Heading as="h4" size="3" id={headingId}>
          What the document says
        </Heading>
        {state.kind === "loading" ? (
          <LoadingSpinner label="Loading what the document says" size="2" />
        ) : state.kind === "error" ? (
          <Flex direction="column" gap="2" align="start">
            <Text role="alert" size="2" color="red">
              {state.message}
            </Text>
            <Button size="1" variant="soft" onClick={state.reload}>
              Try again
            </Button>
          </Flex>
        ) : (
          <ReadingBody reading={state.reading} noun={noun} />
        )}
      </Flex>
    </div>
  );
}

function ReadingBody({ reading, noun }: { reading: DocumentReading; noun: string }) {
  if (reading.status === "pending") return <LoadingSpinner label="Reading the document…" showLabel size="2" />;
  if (reading.status === "failed") {
    return (
      <Text as="p" size="2" color="gray" role="status">
        Reading the document failed; it is being tried again. This page updates by itself.
      </Text>
    );
  }
  if (reading.status === "unreadable") {
    return (
      <Callout.Root color="gray" role="status">
        <Callout.Text>
          This document could not be read. {reading.reason ? UNREADABLE_WORDS[reading.reason] : null}{" "}
          {reading.detail ?? ""}
        </Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Flex direction="column" gap="3">
      <PayDifference checks={reading.checks} noun={noun} />
      {reading.fields ? (
        <ReadingFields fields={reading.fields} />
      ) : (
        <Text as="p" size="2" color="gray">
          The reader found none of the details it looks for.
        </Text>
      )}
      <Heading as="h5" size="2">
        Clauses
      </Heading>
      <ReadingClauses clauses={reading.clauses} />
    </Flex>
  );
}
