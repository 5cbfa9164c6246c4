import type { DaysToPay } from "@truerate/domain/brokers/days-to-pay";
import { profileFigures } from "@truerate/domain/brokers/profile-figures";
import { eq } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { Database } from "../../db/client";
import { brokerages, fmcsaBrokers } from "../../db/schema";
import type { BrokerScore } from "../../schemas/brokers";
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
    };

const NOT_FOUND = "No broker with this number is known to TrueRate";

/** A DOT number names a broker through its brokerage, else through the FMCSA registry's MC number. */
async function keyForDot(db: Database, dotNumber: string): Promise<string | null> {
  const [brokerage] = await db
    .select({ id: brokerages.id })
    .from(brokerages)
    .where(eq(brokerages.dotNumber, dotNumber))
    .limit(1);
  if (brokerage) return `brokerage:${brokerage.id}`;
  const [registry] = await db
    .select({ mcNumber: fmcsaBrokers.mcNumber })
    .from(fmcsaBrokers)
    .where(eq(fmcsaBrokers.dotNumber, dotNumber))
    .limit(1);
  return registry ? `mc:${registry.mcNumber}` : null;
}

async function identityFor(db: Database, query: BrokerQuery): Promise<BrokerIdentity | null> {
  const key = query.mcNumber !== undefined ? `mc:${query.mcNumber}` : await keyForDot(db, query.dotNumber);
  if (!key) return null;
  try {
    return await resolveBroker(db, key);
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
  const answers: PartnerBrokerScore[] = [];
  for (const query of queries) {
    const identity = await identityFor(ctx.db, query);
    if (!identity) {
      answers.push({ query, found: false, message: NOT_FOUND });
      continue;
    }
    const { rows, payment, score, compliance } = await brokerStanding(ctx.db, identity, now);
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
  return answers;
}
