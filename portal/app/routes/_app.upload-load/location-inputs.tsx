import type { StopKind } from "@truerate/domain/enums";
import type { Location } from "../../components/places/location";

/**
 * The chosen place as the load schema's fields (pickupCity, pickupState, pickupLatitude, …). Empty
 * until a suggestion is chosen, which is how the action tells a chosen city from a typed one.
 */
export function LocationInputs({ prefix, place }: { prefix: StopKind; place: Location | null }) {
  return (
    <>
      <input type="hidden" name={`${prefix}City`} value={place?.city ?? ""} />
      <input type="hidden" name={`${prefix}State`} value={place?.state ?? ""} />
      <input type="hidden" name={`${prefix}Latitude`} value={place?.coordinates.lat ?? ""} />
      <input type="hidden" name={`${prefix}Longitude`} value={place?.coordinates.lng ?? ""} />
    </>
  );
}
