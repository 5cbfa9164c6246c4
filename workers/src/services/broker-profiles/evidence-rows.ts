import type { RequestEvidence } from "@truerate/domain/brokers/profile-figures";
import { SCORE_WINDOW_DAYS } from "@truerate/domain/brokers/transparency-score";
import type { ServiceContext } from "../../core/service-context";
import { type ComplaintRow, type LoadScope, type RequestRow, requestEvidence } from "../../db/queries/broker-profiles";
import type { BrokerIdentity } from "./identity";

export type { ComplaintRow, RequestRow } from "../../db/queries/broker-profiles";

export const PROFILE_WINDOW_MS = SCORE_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * A broker's evidence over the score's window, read in one batch: every counted report that named
 * it (a 371.3 request each) with its first answer and any dispute of a missed deadline, and the
 * complaints filed about those loads with any dispute of them.
 */
export function readProfileEvidence(ctx: ServiceContext, { identity, now }: { identity: BrokerIdentity; now: number }) {
  return readRequestEvidence(ctx, { scope: { loadKeys: identity.loadKeys }, now });
}

/** The same evidence for the loads `scope` names (a broker's, or those a name without an MC gathers). */
export async function readRequestEvidence(
  ctx: ServiceContext,
  { scope, now }: { scope: LoadScope; now: number },
): Promise<{ requests: RequestRow[]; complaints: ComplaintRow[] }> {
  const { requests, complaints } = await requestEvidence(ctx.db, { scope, since: new Date(now - PROFILE_WINDOW_MS) });
  return { requests: requests satisfies RequestEvidence[], complaints };
}
