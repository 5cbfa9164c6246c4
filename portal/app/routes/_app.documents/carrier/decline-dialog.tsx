import { Button, Dialog, Flex, Text } from "@radix-ui/themes";
import { type FormEvent, useId } from "react";
import { DEFAULT_DECLINE_REASON } from "../../../components/documents/messages";
import { TextAreaInput } from "../../../components/forms/controls";

interface DeclineDialogProps {
  fileName: string | null;
  onCancel(): void;
  onConfirm(reason: string): void;
}

/**
 * Asks why a document is declined (the earlier product's prompt, as a dialog): the reason starts
 * as docs/product.md's default, so declining at once sends 'Document does not meet requirements'.
 * Radix moves focus into the dialog, traps it there and returns it to the Decline button.
 */
export function DeclineDialog({ fileName, onCancel, onConfirm }: DeclineDialogProps) {
  const reasonId = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = new FormData(event.currentTarget).get("reason");
    onConfirm(typeof reason === "string" && reason.trim() ? reason.trim() : DEFAULT_DECLINE_REASON);
  }
  return (
    <Dialog.Root open={fileName !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>Decline this document?</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {fileName ? `The broker is told that you declined ${fileName}, with your reason.` : null}
        </Dialog.Description>
        <form onSubmit={submit}>
          <Flex direction="column" gap="2">
            <Text as="label" htmlFor={reasonId} size="2" weight="medium">
              Reason for declining
            </Text>
            <TextAreaInput id={reasonId} name="reason" defaultValue={DEFAULT_DECLINE_REASON} maxLength={500} rows={3} />
          </Flex>
          <Flex gap="3" mt="4" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                Cancel
              </Button>
            </Dialog.Close>
            <Button type="submit" color="red">
              Decline Document
            </Button>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
