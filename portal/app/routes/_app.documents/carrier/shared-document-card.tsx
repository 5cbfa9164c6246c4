import { Button, Card, Flex, Heading, Separator, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { useId } from "react";
import { documentLabel } from "../../../components/documents/document-types";
import { formatFileSize } from "../../../components/documents/domain";
import { DocumentReadingPanel } from "../../../components/documents/reading/document-reading-panel";
import { documentNoun } from "../../../components/documents/reading/reading-words";
import { WaiverClauseWarning } from "../../../components/documents/waiver-clause-warning";
import type { CarrierSharedDocument } from "../carrier-shared";
import { ApprovalActions } from "./approval-actions";
import { DeadlineStatus } from "./deadline-status";
import { LoadSummary } from "./load-summary";

interface SharedDocumentCardProps {
  document: CarrierSharedDocument;
  now: number;
  viewing: boolean;
  onView(id: string): void;
}

/** One document a broker shared: the file, its load, the deadline label, and the carrier's answer. */
export function SharedDocumentCard({ document, now, viewing, onView }: SharedDocumentCardProps) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as="h3" size="4" id={headingId}>
                {document.fileName}
              </Heading>
              <Text size="2" color="gray">
                {documentLabel(document)} · {formatFileSize(document.fileSize)} · shared{" "}
                {formatNewYorkTime(document.sharedAt)}
              </Text>
            </Flex>
            <Button
              variant="soft"
              loading={viewing}
              aria-label={`View ${document.fileName}`}
              onClick={() => onView(document.id)}
            >
              View
            </Button>
          </Flex>
          <WaiverClauseWarning clauses={document.waiverClauses} />
          <DeadlineStatus deadline={document.complianceDeadline} sharedAt={document.sharedAt} now={now} />
          <LoadSummary document={document} />
          <DocumentReadingPanel documentId={document.id} noun={documentNoun(document)} fileName={document.fileName} />
          {document.customMessage ? (
            <Text as="p" size="2">
              <Text weight="medium">Message from the broker:</Text> {document.customMessage}
            </Text>
          ) : null}
          <Separator size="4" />
          <Flex justify="between" align="center" gap="3" wrap="wrap">
            <ApprovalActions document={document} />
            <Text size="2" color="gray">
              {document.carrierViewedAt ? `Viewed ${formatNewYorkTime(document.carrierViewedAt)}` : "Not viewed yet"}
            </Text>
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}
