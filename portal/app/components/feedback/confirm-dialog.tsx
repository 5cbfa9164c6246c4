import { AlertDialog, Button, Flex } from "@radix-ui/themes";

interface ConfirmDialogProps<T> {
  /** What the action is about; the dialog is open while it is not null. */
  subject: T | null;
  title: string;
  describe(subject: T): string;
  confirmLabel: string;
  onCancel(): void;
  onConfirm(subject: T): void;
}

/** The confirmation before a destructive action; Radix puts focus on Cancel, the safe choice. */
export function ConfirmDialog<T>({
  subject,
  title,
  describe,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps<T>) {
  return (
    <AlertDialog.Root open={subject !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{title}</AlertDialog.Title>
        <AlertDialog.Description size="2">{subject !== null ? describe(subject) : null}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => (subject !== null ? onConfirm(subject) : undefined)}>
              {confirmLabel}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
