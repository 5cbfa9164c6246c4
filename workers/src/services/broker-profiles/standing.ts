import { requestCompliance, scoredRequests } from "@truerate/domain/brokers/profile-figures";
import { SCORE_RULE, transparencyScore } from "@truerate/domain/brokers/transparency-score";
import { newYorkDate } from "@truerate/domain/new-york-time";
import type { ServiceContext } from "../../core/service-context";
import type { LoadScope } from "../../db/queries/broker-profiles";
import type { BrokerScore } from "../../schemas/brokers";
import { brokerDaysToPay } from "./days-to-pay";
import { type ComplaintRow, type RequestRow, readProfileEvidence, readRequestEvidence } from "./evidence-rows";
import type { BrokerIdentity } from "./identity";

/**
 * What carriers see of a broker, read once: its 48-hour compliance rating and its transparency
 * score. The profile, the partner scores, the broker's dashboard, its Analytics and the
 * administrator's Brokerage Search all take the rating from here, so they answer one number.
 */

/** The score's evidence from the profile's rows: a complaint counts once FMCSA found it actionable. */
export function scoreEvidence(
  rows: { requests: RequestRow[]; complaints: ComplaintRow[] },
  now: number,
  paidWithin30Share: number | null,
) {
  return {
    requests: scoredRequests(rows.requests, now),
    complaints: rows.complaints.map((complaint) => ({
      loadId: complaint.loadId,
      at: complaint.decidedAt,
      actionable: complaint.outcome === "actionable",
      disputeUpheldAt: complaint.disputeStatus === "upheld" ? complaint.disputeDecidedAt : null,
    })),
    paidWithin30Share,
  };
}

export function brokerScore(evidence: ReturnType<typeof scoreEvidence>, now: number): BrokerScore {
  const result = transparencyScore(evidence, now);
  return result.score === null
    ? { value: null, reason: result.reason, decidedRequests: result.decidedRequests, parts: null, rule: SCORE_RULE }
    : {
        value: result.score,
        reason: null,
        decidedRequests: result.decidedRequests,
        parts: result.parts,
        rule: SCORE_RULE,
      };
}

/** The broker's evidence with its rating and score (and the days to pay the score used). */
export async function brokerStanding(
  ctx: ServiceContext,
  { identity, now }: { identity: BrokerIdentity; now: number },
) {
  const [rows, payment] = await Promise.all([
    readProfileEvidence(ctx, { identity, now }),
    brokerDaysToPay(ctx, { brokerKey: identity.key, today: newYorkDate(now) }),
  ]);
  const evidence = scoreEvidence(rows, now, payment.published ? payment.paidWithin30Share : null);
  return {
    rows,
    payment,
    evidence,
    compliance: requestCompliance(rows.requests, now),
    score: brokerScore(evidence, now),
  };
}

/** Only the rating, for the loads `scope` names (a broker's: `{ loadKeys: identity.loadKeys }`). */
export async function complianceOfLoads(ctx: ServiceContext, { scope, now }: { scope: LoadScope; now: number }) {
  const { requests } = await readRequestEvidence(ctx, { scope, now });
  return requestCompliance(requests, now);
}
