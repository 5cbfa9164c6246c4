// The clauses' reads live in db/queries/waiver-clauses.ts; the broker profile (services/broker-profiles)
// reads them from here.
export {
  type BrokerWaiverClause,
  countClausesByKind,
  listWaiverClausesForBroker,
  waiverClausesByDocument,
} from "../../db/queries/waiver-clauses";
