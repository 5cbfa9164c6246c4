import { TRAILER_TYPES, type TrailerType } from "./domain-enums";

/** How the trailer types read on screen: the domain's labels, the same the API's messages use. */
export { TRAILER_TYPE_LABELS } from "./domain-enums";

export const TRAILER_TYPE_ORDER: readonly TrailerType[] = TRAILER_TYPES;
