import { AlertDialog, Button, Flex } from "@radix-ui/themes";
import { formatRoute } from "../../lib/loads/load-display";
import type { Shipment } from "../../lib/loads/shipments";

interface DeleteLoadDialogProps {
  shipment: Shipment | null;
  onCancel(): void;
  onConfirm(shipment: Shipment): void;
}

/** The confirmation before a load is deleted; focus goes to Cancel, the safe choice. */
export function DeleteLoadDialog({ shipment, onCancel, onConfirm }: DeleteLoadDialogProps) {
  return (
    <AlertDialog.Root open={shipment !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>Delete this load?</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {shipment
            ? `Load ${shipment.loadNumber} (${formatRoute(shipment)}) will be removed from your shipments. This cannot be undone.`
            : null}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={() => (shipment ? onConfirm(shipment) : undefined)}>
              Delete load
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
