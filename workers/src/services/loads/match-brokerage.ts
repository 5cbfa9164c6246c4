import type { NewLoad } from "@truerate/domain/validation/load";
import type { ServiceContext } from "../../core/service-context";
import { brokerageCandidates } from "../../db/queries/loads";

export type BrokerRegistrationStatus = "registered" | "unregistered";

export interface BrokerageMatch {
  brokerageId: string | null;
  brokerUserId: string | null;
  status: BrokerRegistrationStatus;
  matchedBy: "mc_number" | "broker_user" | "name_and_domain" | null;
}

/** "Demo Freight Brokerage, L.L.C." and "demo freight brokerage llc" name the same company. */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(l) (l) (c)\b/g, "llc")
    .trim();
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1).toLowerCase();
}

/** The load's broker fields as the load schema gives them (packages/domain/src/validation/load.ts). */
type Broker = Pick<NewLoad, "brokerName" | "brokerEmail" | "brokerMcNumber">;

/** What the database holds that may name a load's brokerage. */
interface Candidates {
  byMc: readonly { id: string; mcNumber: string }[];
  users: readonly { id: string; email: string; userType: string; brokerageId: string | null }[];
  byDomain: readonly { id: string; name: string; emailDomain: string | null }[];
}

/**
 * Finds the tenant a load's broker belongs to. The MC number identifies a brokerage outright; a
 * broker user with the load's broker e-mail brings its own brokerage; otherwise the name and the
 * e-mail domain must both match, since either alone is easy to share by accident.
 */
function decideMatch(broker: Broker, candidates: Candidates): BrokerageMatch {
  const email = broker.brokerEmail.toLowerCase();
  const domain = emailDomain(broker.brokerEmail);
  const byMc = broker.brokerMcNumber
    ? candidates.byMc.find((row) => row.mcNumber === broker.brokerMcNumber)
    : undefined;
  const brokerUser = candidates.users.find((user) => user.email === email && user.userType === "broker") ?? null;
  const brokerUserId = brokerUser?.id ?? null;
  const found = (brokerageId: string, matchedBy: BrokerageMatch["matchedBy"]): BrokerageMatch => ({
    brokerageId,
    brokerUserId,
    status: "registered",
    matchedBy,
  });

  if (byMc) return found(byMc.id, "mc_number");
  if (brokerUser?.brokerageId) return found(brokerUser.brokerageId, "broker_user");
  const name = normalizeCompanyName(broker.brokerName);
  const byName = candidates.byDomain.find(
    (brokerage) => brokerage.emailDomain === domain && normalizeCompanyName(brokerage.name) === name,
  );
  if (byName) return found(byName.id, "name_and_domain");
  return { brokerageId: null, brokerUserId, status: "unregistered", matchedBy: null };
}

/**
 * Each broker's match (decideMatch), in one round trip of three reads however many brokers: a
 * partner's 1,000-load push names dozens.
 */
export async function matchBrokerages(
  ctx: Pick<ServiceContext, "db">,
  input: { brokers: readonly Broker[] },
): Promise<BrokerageMatch[]> {
  const { brokers } = input;
  if (brokers.length === 0) return [];
  const distinct = (values: readonly string[]) => [...new Set(values)];
  const candidates = await brokerageCandidates(ctx.db, {
    mcNumbers: distinct(brokers.flatMap((broker) => broker.brokerMcNumber ?? [])),
    emails: distinct(brokers.map((broker) => broker.brokerEmail.toLowerCase())),
    domains: distinct(brokers.map((broker) => emailDomain(broker.brokerEmail))),
  });
  return brokers.map((broker) => decideMatch(broker, candidates));
}

export async function matchBrokerage(
  ctx: Pick<ServiceContext, "db">,
  input: { broker: Broker },
): Promise<BrokerageMatch> {
  const [match] = await matchBrokerages(ctx, { brokers: [input.broker] });
  return match as BrokerageMatch;
}
