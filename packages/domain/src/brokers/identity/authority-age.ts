/**
 * The authority age check: a broker authority granted days ago is how a fake brokerage starts, so a
 * young one is a warning and a very young one a fail, unless the brokerage registered on TrueRate.
 */
import { type BrokerRecord, brokerGrantInForce, type RegistryLookup } from "./authority";
import type { IdentityCheck, IdentityEvidence } from "./schema";
import { authorityHistorySource, censusSource, daysBetween, evidence, isoDay } from "./sources";
import { AUTHORITY_FAIL_DAYS, AUTHORITY_WARN_DAYS } from "./thresholds";

export interface AuthorityAgeInput extends RegistryLookup {
  /** The MC is a brokerage registered on TrueRate (its users signed up and were vetted). */
  registeredOnTrueRate: boolean;
}

/** Since when the broker authority stands: its grant in the history, else the census record's add date. */
function authoritySince(input: AuthorityAgeInput, broker: BrokerRecord, now: number) {
  if (input.history) {
    const grant = brokerGrantInForce(input.history.grants, now);
    if (grant?.servedAt != null)
      return {
        since: grant.servedAt,
        item: evidence("Broker authority granted", isoDay(grant.servedAt), authorityHistorySource(input.history.file)),
      };
  }
  if (broker.addedAt !== null && input.census)
    return {
      since: broker.addedAt,
      item: evidence("Census record added", isoDay(broker.addedAt), censusSource(input.census)),
    };
  return null;
}

export function authorityAgeCheck(input: AuthorityAgeInput, now: number): IdentityCheck {
  const result = (outcome: IdentityCheck["outcome"], sentence: string, items: IdentityEvidence[] = []) => ({
    kind: "authority_age" as const,
    outcome,
    sentence,
    evidence: items,
  });
  const broker = input.broker;
  if (input.mcNumber === null || broker === null)
    return result("unknown", "No broker record in the FMCSA registry, so the authority's age is not known.");
  const grants = input.history?.grants.filter((grant) => grant.authorityType === "broker") ?? [];
  if (grants.length > 0 && brokerGrantInForce(grants, now) === null)
    return result(
      "unknown",
      `${broker.companyName} has no broker authority in force to age (see the authority check).`,
    );
  const found = authoritySince(input, broker, now);
  if (found === null)
    return result(
      "unknown",
      `Neither the authority history nor the census says when ${broker.companyName}'s broker authority was granted.`,
    );
  const days = Math.max(0, daysBetween(found.since, now));
  const age = `${days} day${days === 1 ? "" : "s"}`;
  const items = [found.item, evidence("Age", age, "counted to today")];
  if (days < AUTHORITY_FAIL_DAYS) {
    if (input.registeredOnTrueRate)
      return result(
        "warn",
        `${broker.companyName}'s broker authority is ${age} old (under ${AUTHORITY_FAIL_DAYS} days); the brokerage is registered on TrueRate.`,
        items,
      );
    return result(
      "fail",
      `${broker.companyName}'s broker authority is only ${age} old (under ${AUTHORITY_FAIL_DAYS} days), and the brokerage is not registered on TrueRate.`,
      items,
    );
  }
  if (days < AUTHORITY_WARN_DAYS)
    return result("warn", `${broker.companyName}'s broker authority is ${age} old, under about six months.`, items);
  return result("pass", `${broker.companyName}'s broker authority is ${age} old.`, items);
}
