import type { DaysToPay } from "@truerate/domain/brokers/days-to-pay";
import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { profileFigures } from "@truerate/domain/brokers/profile-figures";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { brokerageIdOfDot, registryMcOfDot } from "../../db/queries/broker-profiles";
import type { BrokerScore } from "../../schemas/brokers";
import { checkBrokersStanding } from "../broker-identity/check-brokers";
import { type BrokerIdentity, resolveBroker } from "./identity";
import { brokerStanding } from "./standing";

export const MAX_SCORE_QUERIES = 100;

export type BrokerQuery = { mcNumber: string; dotNumber?: undefined } | { dotNumber: string; mcNumber?: undefined };

export type PartnerBrokerScore =
  | { query: BrokerQuery; found: false; message: string }
  | {
      query: BrokerQuery;
      found: true;
      key: string;
      name: string;
      mcNumber: string | null;
      dotNumber: string | null;
      score: BrokerScore;
      requests: { received: number; onTime: number; late: number; missed: number; complianceRating: number | null };
      medianHoursToAnswer: number | null;
      daysToPay: DaysToPay;
      identity: IdentityVerdict;
    };

const NOT_FOUND = "No broker with this number is known to TrueRate";

/** A DOT number names a broker through its brokerage, else through the FMCSA registry's MC number. */
async function keyForDot(ctx: ServiceContext, dotNumber: string): Promise<string | null> {
  const brokerageId = await brokerageIdOfDot(ctx.db, dotNumber);
  if (brokerageId !== undefined) return `brokerage:${brokerageId}`;
  const mcNumber = await registryMcOfDot(ctx.db, dotNumber);
  return mcNumber !== undefined ? `mc:${mcNumber}` : null;
}

async function identityFor(ctx: ServiceContext, query: BrokerQuery): Promise<BrokerIdentity | null> {
  const key = query.mcNumber !== undefined ? `mc:${query.mcNumber}` : await keyForDot(ctx, query.dotNumber);
  if (!key) return null;
  try {
    return await resolveBroker(ctx, key);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Scores for up to 100 brokers by MC or DOT number, with the profile's publication rules: a broker
 * with too little evidence answers "not enough evidence", never a number, and no load is named.
 */
export async function partnerBrokerScores(
  ctx: ServiceContext,
  queries: readonly BrokerQuery[],
): Promise<PartnerBrokerScore[]> {
  const now = ctx.now();
  const answers: (PartnerBrokerScore | Omit<Extract<PartnerBrokerScore, { found: true }>, "identity">)[] = [];
  for (const query of queries) {
    const identity = await identityFor(ctx, query);
    if (!identity) {
      answers.push({ query, found: false, message: NOT_FOUND });
      continue;
    }
    const { rows, payment, score, compliance } = await brokerStanding(ctx, { identity, now });
    const figures = profileFigures(rows.requests, now);
    answers.push({
      query,
      found: true,
      key: identity.key,
      name: identity.name,
      mcNumber: identity.mcNumber,
      dotNumber: identity.dotNumber,
      score,
      requests: {
        received: figures.received,
        onTime: figures.onTime,
        late: figures.late,
        missed: figures.missed,
        complianceRating: compliance.percent,
      },
      medianHoursToAnswer: figures.medianHoursToAnswer,
      daysToPay: payment,
    });
  }
  // The brokers' identity in one bulk read for the whole request (check-brokers.ts), not one per broker.
  const found = answers.filter((answer) => answer.found);
  const verdicts = await checkBrokersStanding(
    ctx,
    found.map((answer) => answer),
  );
  const identityOf = new Map(found.map((answer, position) => [answer, verdicts[position] as IdentityVerdict]));
  return answers.map((answer) =>
    answer.found ? { ...answer, identity: identityOf.get(answer) as IdentityVerdict } : answer,
  );
}
