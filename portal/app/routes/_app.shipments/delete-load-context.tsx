import { createContext, useContext } from "react";
import type { Shipment } from "./shipments";

/**
 * How a row's Delete button reaches the page's one confirmation dialog. A context rather than a
 * callback in the column definitions, so the columns stay at module scope as the table wants.
 */
export const DeleteLoadContext = createContext<((shipment: Shipment) => void) | null>(null);

export function useRequestDelete(): (shipment: Shipment) => void {
  const requestDelete = useContext(DeleteLoadContext);
  if (!requestDelete) throw new Error("Delete buttons must be inside <DeleteLoadContext.Provider>");
  return requestDelete;
}
