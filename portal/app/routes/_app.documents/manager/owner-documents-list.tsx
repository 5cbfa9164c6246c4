import "../../../components/documents/documents.css";
import { Callout, Card, Heading, Text } from "@radix-ui/themes";
import { useFetcher } from "@remix-run/react";
import { useId, useState } from "react";
import { DeleteDocumentDialog } from "../../../components/documents/manager/delete-document-dialog";
import { MANAGER_MESSAGES } from "../../../components/documents/messages";
import type { OwnerDocument } from "../../../components/documents/owner-documents";
import type { Result } from "../../../lib/result";
import { useActionToast } from "../../../lib/use-action-toast";
import type { DocumentsReply } from "../documents-reply";
import { OwnerDocumentRow } from "./owner-document-row";
import { useOwnerFileActions } from "./use-file-actions";

/** 'Your Documents (count)' of the Document Manager (docs/product.md#load-board-screens-and-routes), or why it could not be read. */
export function OwnerDocumentsList({ result }: { result: Result<OwnerDocument[]> }) {
  const headingId = useId();
  // One fetcher for the list: its toast outlives the deleted row.
  const fetcher = useFetcher<DocumentsReply>({ key: "delete-document" });
  useActionToast(fetcher.data?.toast);
  const [pending, setPending] = useState<OwnerDocument | null>(null);
  const files = useOwnerFileActions();
  if (!result.ok) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{result.message}</Callout.Text>
      </Callout.Root>
    );
  }
  const deleting = fetcher.state !== "idle" ? fetcher.formData?.get("id") : null;
  const documents = result.data.filter((document) => document.id !== deleting);
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="4" mb="3" id={headingId}>
          Your Documents ({documents.length})
        </Heading>
        {documents.length === 0 ? (
          <Text as="p" color="gray">
            {MANAGER_MESSAGES.empty}
          </Text>
        ) : (
          <ul className="tr-plain-list" aria-labelledby={headingId}>
            {documents.map((document) => (
              <OwnerDocumentRow
                key={document.id}
                document={document}
                busy={files.busyId === document.id}
                onOpen={() => void files.open(document)}
                onDownload={() => void files.download(document)}
                onDelete={() => setPending(document)}
              />
            ))}
          </ul>
        )}
        <DeleteDocumentDialog
          document={pending}
          onCancel={() => setPending(null)}
          onConfirm={(document) => {
            setPending(null);
            fetcher.submit({ intent: "delete", id: document.id }, { method: "post", action: "/documents" });
          }}
        />
      </section>
    </Card>
  );
}
