/**
 * The API's pure load, search and distance rules the portal mirrors, from the shared package
 * @truerate/domain (as lib/domain.ts does for accounts): one definition of each rule and message
 * serves the API's routes and the portal's forms. Pure modules only, no worker bindings behind them.
 */

export type { TrailerType } from "@truerate/domain/enums";
export { estimateDrivingMiles, ROAD_FACTOR } from "@truerate/domain/geo";
export { dollarsPerMile } from "@truerate/domain/money";
export { clampRadius } from "@truerate/domain/search-radius";
export { todayInNewYork } from "@truerate/domain/validation/input";
export { loadInputSchema } from "@truerate/domain/validation/load";
export { LOAD_MESSAGES } from "@truerate/domain/validation/load-messages";
export { searchRequestSchema } from "@truerate/domain/validation/search";
export { SEARCH_MESSAGES } from "@truerate/domain/validation/search-messages";
