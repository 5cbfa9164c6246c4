import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import type { OwnerDocument } from "../../../lib/documents/owner-documents";

interface DeleteDocumentDialogProps {
  document: OwnerDocument | null;
  onCancel(): void;
  onConfirm(document: OwnerDocument): void;
}

/** The confirmation before a document is deleted; Radix puts focus on Cancel, the safe choice. */
export function DeleteDocumentDialog({ document, onCancel, onConfirm }: DeleteDocumentDialogProps) {
  return (
    <AlertDialog.Root open={document !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete this document?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {document ? `${document.fileName} will be removed for good, its stored file too.` : null}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => (document ? onConfirm(document) : undefined)}>
              Delete document
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
