import { ConfirmDialog } from "../../components/feedback/confirm-dialog";
import { formatRoute } from "../../components/loads/load-display";
import type { Shipment } from "./shipments";

interface DeleteLoadDialogProps {
  shipment: Shipment | null;
  onCancel(): void;
  onConfirm(shipment: Shipment): void;
}

/** The confirmation before a load is deleted. */
export function DeleteLoadDialog({ shipment, ...actions }: DeleteLoadDialogProps) {
  return (
    <ConfirmDialog
      subject={shipment}
      title="Delete this load?"
      describe={(pending) =>
        `Load ${pending.loadNumber} (${formatRoute(pending)}) will be removed from your shipments. This cannot be undone.`
      }
      confirmLabel="Delete load"
      {...actions}
    />
  );
}
