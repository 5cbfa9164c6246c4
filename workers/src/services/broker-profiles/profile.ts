import { DAYS_TO_PAY_RULE } from "@truerate/domain/brokers/days-to-pay";
import { profileFigures } from "@truerate/domain/brokers/profile-figures";
import { scoreHistory } from "@truerate/domain/brokers/transparency-score";
import { COMPLAINT_OUTCOMES, type ComplaintOutcome } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { currentReplyOf } from "../../db/queries/broker-profiles";
import { countClausesByKind, listWaiverClausesForBroker } from "../../db/queries/waiver-clauses";
import type { BrokerProfile } from "../../schemas/brokers";
import { profileViewer } from "./access";
import { disputesOfBrokerage } from "./disputes";
import { type ComplaintRow, PROFILE_WINDOW_MS } from "./evidence-rows";
import { displayKey, resolveBroker } from "./identity";
import { brokerIdentityStanding, identityFailsOfBroker } from "./identity-fails";
import { brokerStanding } from "./standing";

function complaintTally(rows: readonly ComplaintRow[]): BrokerProfile["complaints"] {
  const byOutcome = Object.fromEntries(COMPLAINT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    ComplaintOutcome,
    number
  >;
  for (const row of rows) byOutcome[row.outcome] += 1;
  return {
    filed: rows.length,
    byOutcome,
    removedByDispute: rows.filter((row) => row.disputeStatus === "upheld").length,
  };
}

async function currentReply(ctx: ServiceContext, brokerageId: string | null) {
  if (!brokerageId) return null;
  const reply = await currentReplyOf(ctx.db, brokerageId);
  return reply ? { body: reply.body, writtenAt: reply.createdAt.toISOString() } : null;
}

/**
 * A broker's profile over the last 12 months: identity and authority, its 371.3 figures by outcome and
 * month, complaints, the transparency score with its history, and its public reply. Every figure is
 * computed from the events the events call lists.
 */
export async function brokerProfile(ctx: ServiceContext, input: { key: string }): Promise<BrokerProfile> {
  const { key } = input;
  const identity = await resolveBroker(ctx, key);
  const { viewer } = profileViewer(ctx, identity);
  const now = ctx.now();
  const since = now - PROFILE_WINDOW_MS;
  const [standing, reply, disputes, clauseDocuments, clauseSentences, identityStanding, identityFails] =
    await Promise.all([
      brokerStanding(ctx, { identity, now }),
      currentReply(ctx, identity.brokerageId),
      viewer === "carrier" || !identity.brokerageId ? [] : disputesOfBrokerage(ctx, identity.brokerageId),
      countClausesByKind(ctx.db, identity.key, since),
      listWaiverClausesForBroker(ctx.db, identity.key, since),
      brokerIdentityStanding(ctx, { identity }),
      identityFailsOfBroker(ctx, { identity, now }),
    ]);
  const { rows, payment, evidence, score } = standing;
  const { months, ...figures } = profileFigures(rows.requests, now);
  return {
    key: identity.key,
    displayKey: displayKey(identity),
    name: identity.name,
    registered: identity.brokerageId !== null,
    mcNumber: identity.mcNumber,
    dotNumber: identity.dotNumber,
    authority: identity.authority,
    window: { from: new Date(since).toISOString(), to: new Date(now).toISOString() },
    figures,
    months,
    complaints: complaintTally(rows.complaints),
    daysToPay: { ...payment, rule: DAYS_TO_PAY_RULE },
    clauses: {
      documents: clauseDocuments,
      recent: clauseSentences.slice(0, 3).map((clause) => ({
        kind: clause.kind,
        patternId: clause.patternId,
        sentence: clause.sentence,
        detectedAt: clause.detectedAt,
      })),
    },
    identity: {
      standing: identityStanding,
      fails: {
        loads: identityFails.filter((row) => row.disputeStatus !== "upheld").length,
        removedByDispute: identityFails.filter((row) => row.disputeStatus === "upheld").length,
      },
    },
    score,
    history: scoreHistory(evidence, now),
    reply,
    disputes,
    viewer: { role: viewer, canReply: viewer === "brokerage" },
  };
}
