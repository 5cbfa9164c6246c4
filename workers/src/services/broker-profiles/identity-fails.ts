import type { IdentityCheck, IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import type { BrokerDisputeStatus } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { identityLoad } from "../../db/queries/broker-identity";
import { identityLoadsOfBroker } from "../../db/queries/broker-profiles";
import { checkBrokersStanding } from "../broker-identity/check-brokers";
import { failingChecks, verdictsOfLoads } from "../broker-identity/verdicts-of-loads";
import { PROFILE_WINDOW_MS } from "./evidence-rows";
import type { BrokerIdentity } from "./identity";

/** A load of the broker whose identity check fails, with the failing checks and any dispute of it. */
export interface IdentityFailRow {
  loadId: string;
  loadNumber: string;
  userId: string | null;
  uploadedAt: number;
  disputeStatus: BrokerDisputeStatus | null;
  failing: IdentityCheck[];
}

/**
 * The broker's identity fails over the profile's window: each counted load that names it and fails
 * a check now (verdicts are computed, not stored: the registry and reports they read change), decided
 * as the admin queue decides them (verdictsOfLoads).
 */
export async function identityFailsOfBroker(
  ctx: ServiceContext,
  { identity, now }: { identity: BrokerIdentity; now: number },
): Promise<IdentityFailRow[]> {
  const loads = await identityLoadsOfBroker(ctx.db, {
    scope: { loadKeys: identity.loadKeys },
    since: new Date(now - PROFILE_WINDOW_MS),
  });
  const verdicts = await verdictsOfLoads(ctx, loads);
  return loads.flatMap((load, position) => {
    const failing = failingChecks(verdicts[position]);
    return failing.length === 0
      ? []
      : [
          {
            loadId: load.id,
            loadNumber: load.loadNumber,
            userId: load.userId,
            uploadedAt: load.uploadedAt,
            disputeStatus: load.disputeStatus,
            failing,
          },
        ];
  });
}

/** Whether the load's broker identity fails now: the event a dispute of kind `identity_fail` is about. */
export async function loadFailsIdentity(ctx: ServiceContext, input: { loadId: string }): Promise<boolean> {
  const load = await identityLoad(ctx.db, input.loadId);
  if (!load) return false;
  const [verdict] = await verdictsOfLoads(ctx, [load]);
  return failingChecks(verdict).length > 0;
}

/**
 * The broker's standing, for the profile's badge: the checks that need no load (its FMCSA authority,
 * the authority's age, the reports naming its MC, k-anonymous), as the partner scores answer it.
 */
export async function brokerIdentityStanding(
  ctx: ServiceContext,
  input: { identity: BrokerIdentity },
): Promise<IdentityVerdict> {
  const [standing] = await checkBrokersStanding(ctx, [
    { name: input.identity.name, mcNumber: input.identity.mcNumber },
  ]);
  return standing ?? { outcome: "unknown", checks: [] };
}

const WITHHELD = "withheld from other carriers";

/**
 * A failing check as a carrier reads it on another carrier's load: the document match quotes the
 * carrier that reported the load (its name and MC, as printed and as registered), so its values are
 * withheld, as events show other carriers' loads only by their day. Labels and sources stay: the
 * reader sees what the check used and where from.
 */
export function identityCheckForOtherCarriers(check: IdentityCheck): IdentityCheck {
  if (check.kind !== "document") return check;
  return {
    ...check,
    sentence:
      "The rate confirmation of this load names another carrier or broker than the load does (the double-brokering " +
      "sign). Its values are withheld from other carriers: they name the carrier that reported the load.",
    evidence: check.evidence.map((item) => ({ ...item, value: WITHHELD })),
  };
}
