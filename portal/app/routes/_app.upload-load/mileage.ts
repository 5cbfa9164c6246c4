import { estimateDrivingMiles } from "../../components/loads/domain";
import type { Location } from "../../components/places/location";

export type MileageEstimate =
  /** Not both locations chosen yet: the field stays empty. */
  | { value: ""; source: "user" }
  | { value: string; source: "estimate" }
  /** Both chosen, but no usable distance (the same place twice): 'Please enter mileage manually'. */
  | { value: ""; source: "failed" };

/**
 * The load form's automatic mileage (docs/product.md#load-board-validation-rules): whole miles of the offline driving estimate
 * once both locations are chosen. The load schema wants a positive whole number, so 0 is a failure.
 */
export function estimateMileage(pickup: Location | null, delivery: Location | null): MileageEstimate {
  if (!pickup || !delivery) return { value: "", source: "user" };
  const miles = estimateDrivingMiles(pickup.coordinates, delivery.coordinates);
  if (!Number.isFinite(miles) || miles < 1) return { value: "", source: "failed" };
  return { value: String(miles), source: "estimate" };
}
