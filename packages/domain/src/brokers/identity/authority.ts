/**
 * The authority check: is the load's MC in the FMCSA registry with broker authority in force? Active,
 * revoked or inactive, carrier authority only and not found are each their own sentence, with the
 * registry file's date.
 */
import { z } from "zod";
import type { IdentityCheck, IdentityEvidence } from "./schema";
import { authorityHistorySource, censusSource, evidence, isoDay, LOAD_SOURCE, type RegistryFile } from "./sources";

/** The kinds of operating authority an FMCSA docket holds (the authority history's `mod_col_1`). */
export const AUTHORITY_TYPES = ["broker", "common", "contract", "other"] as const;
export const authorityTypeSchema = z.enum(AUTHORITY_TYPES);
export type AuthorityType = z.infer<typeof authorityTypeSchema>;

/** One row of the authority history: an authority granted (or reinstated) and how it ended, if it did. */
export interface AuthorityGrant {
  authorityType: AuthorityType;
  /** As the file prints it: "GRANTED", "REINSTATED", … */
  originalAction: string;
  servedAt: number | null;
  /** As the file prints it: "REVOKED", "WITHDRAWN", …; null while the authority stands. */
  dispositionAction: string | null;
  dispositionAt: number | null;
}

/** The census row of a broker (fmcsa_brokers) as the checks read it. */
export interface BrokerRecord {
  companyName: string;
  mcNumber: string;
  /** The MC docket's status in the census: "ACTIVE", "INACTIVE" or unknown (null). */
  operatingAuthority: string | null;
  email: string | null;
  /** The census record's add date, when the file has one. */
  addedAt: number | null;
}

export interface RegistryLookup {
  /** The MC the load names; null when it names none. */
  mcNumber: string | null;
  /** The census file imported; null when there is none. */
  census: RegistryFile | null;
  broker: BrokerRecord | null;
  /** The motor carrier registered under the MC, when no broker is. */
  carrierName: string | null;
  /** The authority history file and its rows for the MC; null when no history is imported. */
  history: { file: RegistryFile; grants: readonly AuthorityGrant[] } | null;
}

/** An original action that puts an authority in force ("GRANTED", "REINSTATED"), not one that only ends it. */
export const isGrantAction = (action: string) => /GRANT|REINSTAT/i.test(action);
const isGrant = (grant: AuthorityGrant) => isGrantAction(grant.originalAction);

/** The broker authority in force as of `now` (the latest standing grant), or null. */
export function brokerGrantInForce(grants: readonly AuthorityGrant[], now: number): AuthorityGrant | null {
  const standing = grants.filter(
    (grant) =>
      grant.authorityType === "broker" &&
      isGrant(grant) &&
      (grant.servedAt ?? 0) <= now &&
      (grant.dispositionAction === null || (grant.dispositionAt ?? 0) > now),
  );
  return standing.sort((a, b) => (b.servedAt ?? 0) - (a.servedAt ?? 0))[0] ?? null;
}

/** The broker authority that ended most recently, when none stands. */
function lastEndedBrokerGrant(grants: readonly AuthorityGrant[], now: number): AuthorityGrant | null {
  const ended = grants.filter(
    (grant) =>
      grant.authorityType === "broker" && grant.dispositionAction !== null && (grant.dispositionAt ?? 0) <= now,
  );
  return ended.sort((a, b) => (b.dispositionAt ?? 0) - (a.dispositionAt ?? 0))[0] ?? null;
}

export function authorityCheck(lookup: RegistryLookup, now: number): IdentityCheck {
  const result = (outcome: IdentityCheck["outcome"], sentence: string, items: IdentityEvidence[] = []) => ({
    kind: "authority" as const,
    outcome,
    sentence,
    evidence: items,
  });
  if (lookup.mcNumber === null)
    return result("unknown", "The load names no MC number, so its authority cannot be looked up.");
  const mc = evidence("MC number", lookup.mcNumber, LOAD_SOURCE);
  if (lookup.census === null)
    return result("unknown", "No FMCSA census file has been imported, so the authority cannot be checked.", [mc]);
  const census = lookup.census;
  const asOf = isoDay(census.asOf);
  const source = censusSource(census);
  if (lookup.broker === null) {
    if (lookup.carrierName !== null)
      return result(
        "fail",
        `${lookup.mcNumber} belongs to a motor carrier, ${lookup.carrierName}, with no broker authority in the FMCSA census as of ${asOf}.`,
        [mc, evidence("Registered as", `motor carrier ${lookup.carrierName}`, source)],
      );
    return result("fail", `${lookup.mcNumber} is not in the FMCSA census as of ${asOf}.`, [
      mc,
      evidence("Census record", "none", source),
    ]);
  }
  const broker = lookup.broker;
  const items = [mc, evidence("Broker", broker.companyName, source)];
  if (broker.operatingAuthority !== null) items.push(evidence("Authority status", broker.operatingAuthority, source));
  const grants = lookup.history?.grants ?? [];
  const ended = lookup.history ? lastEndedBrokerGrant(grants, now) : null;
  const inForce = lookup.history ? brokerGrantInForce(grants, now) : null;
  if (ended && !inForce && lookup.history) {
    items.push(
      evidence(
        "Broker authority",
        `${ended.dispositionAction}${ended.dispositionAt === null ? "" : ` on ${isoDay(ended.dispositionAt)}`}`,
        authorityHistorySource(lookup.history.file),
      ),
    );
  }
  // A revocation in the history stands unless a later census still reads the docket active.
  const revoked =
    ended !== null &&
    inForce === null &&
    !(broker.operatingAuthority === "ACTIVE" && census.asOf > (ended.dispositionAt ?? 0));
  const inactive = broker.operatingAuthority === "INACTIVE" || revoked;
  if (inactive)
    return result(
      "fail",
      `${broker.companyName} (${lookup.mcNumber}) has no broker authority in force: revoked or inactive in the FMCSA registry as of ${asOf}.`,
      items,
    );
  if (broker.operatingAuthority === "ACTIVE" || inForce !== null)
    return result(
      "pass",
      `${broker.companyName} (${lookup.mcNumber}) has active broker authority in the FMCSA census as of ${asOf}.`,
      items,
    );
  return result(
    "unknown",
    `${broker.companyName} (${lookup.mcNumber}) is in the FMCSA census as of ${asOf}, but the census gives no authority status.`,
    items,
  );
}
