/**
 * The API's closed vocabularies, apart from the schemas: importing them does not bring zod into a
 * page's script, which `domain.ts` (the validation rules) would.
 */
export {
  SUBSCRIPTION_STATUSES,
  TRAILER_TYPE_LABELS,
  TRAILER_TYPES,
  type TrailerType,
} from "@truerate/domain/enums";
