/**
 * The API's pure rules that the portal mirrors: validation schemas with docs/product.md's exact
 * messages, and the access rules. From the shared package @truerate/domain, so one definition
 * serves the API's routes and the portal's forms. Pure modules only: no worker bindings behind them.
 */

export {
  type AccessSubject,
  type BrokerAccess,
  isEntitledStatus,
  signInRedirect,
} from "@truerate/domain/access";
export * from "@truerate/domain/admin-console";
export * from "@truerate/domain/validation/account";
export * from "./domain-enums";
