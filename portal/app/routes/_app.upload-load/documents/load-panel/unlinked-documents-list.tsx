import { Button, Flex, Heading, Text } from "@radix-ui/themes";
import { useId, useState } from "react";
import { documentLabel } from "../../../../components/documents/document-types";
import { formatFileSize } from "../../../../components/documents/domain";
import { DeleteDocumentDialog } from "../../../../components/documents/manager/delete-document-dialog";
import { PANEL_MESSAGES } from "../../../../components/documents/messages";
import type { OwnerDocument } from "../../../../components/documents/owner-documents";
import { WaiverClauseWarning } from "../../../../components/documents/waiver-clause-warning";
import { LoadingSpinner } from "../../../../components/feedback/loading-spinner";
import { useToast } from "../../../../components/feedback/toaster";
import { browserApi } from "../../../../lib/browser-api";
import type { UnlinkedState } from "./use-unlinked-documents";

interface UnlinkedDocumentsListProps {
  state: UnlinkedState;
  onDeleted(id: string): void;
}

/** The documents waiting for the next saved load, each removable (docs/product.md#load-board-screens-and-routes and #load-board-error-catalogue). */
export function UnlinkedDocumentsList({ state, onDeleted }: UnlinkedDocumentsListProps) {
  const headingId = useId();
  const { toast } = useToast();
  const [pending, setPending] = useState<OwnerDocument | null>(null);

  async function remove(document: OwnerDocument) {
    setPending(null);
    const deleted = await browserApi()
      .DELETE("/api/documents/{id}", { params: { path: { id: document.id } } })
      .then(({ response }) => response.ok)
      .catch(() => false);
    if (deleted) {
      onDeleted(document.id);
      toast({ title: "Document deleted", description: document.fileName });
      return;
    }
    toast({ title: PANEL_MESSAGES.deleteFailed, variant: "destructive" });
  }

  return (
    <Flex direction="column" gap="2">
      <Heading as="h3" size="3" id={headingId}>
        Documents for this load ({state.documents.length})
      </Heading>
      {state.status === "loading" && state.documents.length === 0 ? (
        <LoadingSpinner label="Loading your documents" size="2" />
      ) : null}
      {state.status === "error" ? (
        <Text as="p" size="2" color="red" role="alert">
          {PANEL_MESSAGES.listFailed}
        </Text>
      ) : null}
      {state.status !== "loading" && state.documents.length === 0 ? (
        <Text as="p" size="2" color="gray">
          No documents added yet.
        </Text>
      ) : null}
      {state.documents.length > 0 ? (
        <ul className="tr-plain-list" aria-labelledby={headingId}>
          {state.documents.map((document) => (
            <li key={document.id} className="tr-document-row">
              <Flex justify="between" align="center" gap="3">
                <Text size="2">
                  <Text weight="medium">{document.fileName}</Text> · {documentLabel(document)} ·{" "}
                  {formatFileSize(document.fileSize)}
                </Text>
                <Button
                  size="1"
                  variant="soft"
                  color="red"
                  aria-label={`Delete ${document.fileName}`}
                  onClick={() => setPending(document)}
                >
                  Delete
                </Button>
              </Flex>
              <WaiverClauseWarning clauses={document.waiverClauses} />
            </li>
          ))}
        </ul>
      ) : null}
      <DeleteDocumentDialog
        document={pending}
        onCancel={() => setPending(null)}
        onConfirm={(document) => void remove(document)}
      />
    </Flex>
  );
}
