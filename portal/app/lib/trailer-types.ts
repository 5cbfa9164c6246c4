import { TRAILER_TYPES, type TrailerType } from "./domain-enums";

/** How the trailer types of the accounts spec's validation rules read on screen. */
export const TRAILER_TYPE_LABELS: Record<TrailerType, string> = {
  dry_van: "Dry Van",
  reefer: "Reefer",
  flatbed: "Flatbed",
  power_only: "Power Only",
};

export const TRAILER_TYPE_ORDER: readonly TrailerType[] = TRAILER_TYPES;
