import { Button } from "@radix-ui/themes";
import { useRequestDelete } from "./delete-load-context";
import type { Shipment } from "./shipments";

/** A row's Delete: asks for confirmation first. Named with the load number, since every row has one. */
export function DeleteLoadButton({ shipment }: { shipment: Shipment }) {
  const requestDelete = useRequestDelete();
  return (
    <Button
      type="button"
      size="1"
      variant="soft"
      color="red"
      aria-label={`Delete load ${shipment.loadNumber}`}
      onClick={() => requestDelete(shipment)}
    >
      Delete
    </Button>
  );
}
