import { Button, Flex, Text } from "@radix-ui/themes";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { documentLabel } from "../../../components/documents/document-types";
import { formatFileSize } from "../../../components/documents/domain";
import type { OwnerDocument } from "../../../components/documents/owner-documents";
import { WaiverClauseWarning } from "../../../components/documents/waiver-clause-warning";

interface OwnerDocumentRowProps {
  document: OwnerDocument;
  busy: boolean;
  onOpen(): void;
  onDownload(): void;
  onDelete(): void;
}

/** One of the caller's documents with Open, Download and Delete, each named with the file for screen readers. */
export function OwnerDocumentRow({ document, busy, onOpen, onDownload, onDelete }: OwnerDocumentRowProps) {
  const details = [
    documentLabel(document),
    formatFileSize(document.fileSize),
    `uploaded ${formatNewYorkTime(document.uploadedAt)}`,
    document.loadNumber ? `load ${document.loadNumber}` : null,
  ].filter(Boolean);
  return (
    <li className="tr-document-row">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex direction="column" gap="1" style={{ minWidth: 0 }}>
          <Text size="3" weight="medium" style={{ overflowWrap: "anywhere" }}>
            {document.fileName}
          </Text>
          <Text size="2" color="gray">
            {details.join(" · ")}
          </Text>
        </Flex>
        <Flex gap="2">
          <Button size="1" variant="soft" disabled={busy} aria-label={`Open ${document.fileName}`} onClick={onOpen}>
            Open
          </Button>
          <Button
            size="1"
            variant="soft"
            disabled={busy}
            aria-label={`Download ${document.fileName}`}
            onClick={onDownload}
          >
            Download
          </Button>
          <Button size="1" variant="soft" color="red" aria-label={`Delete ${document.fileName}`} onClick={onDelete}>
            Delete
          </Button>
        </Flex>
      </Flex>
      <WaiverClauseWarning clauses={document.waiverClauses} headingLevel="h3" />
    </li>
  );
}
