/**
 * The API's pure rules that the portal mirrors: validation schemas with the specification's exact
 * messages, and the access rules. Imported from the workers workspace by path, so one definition
 * serves the API's routes and the portal's forms. Pure modules only: no worker bindings behind them.
 */

export {
  ACCESS_MESSAGES,
  type AccessSubject,
  type BrokerAccess,
  isEntitledStatus,
  signInRedirect,
} from "../../../workers/src/domain/access";
export * from "../../../workers/src/domain/admin-console";
export * from "../../../workers/src/domain/validation/account";
export * from "./domain-enums";
