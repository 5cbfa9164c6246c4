import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { brokerages, users } from "../../db/schema";

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

/**
 * Finds the tenant a load's broker belongs to. The MC number identifies a brokerage outright; a
 * broker user with the load's broker e-mail brings its own brokerage; otherwise the name and the
 * e-mail domain must both match, since either alone is easy to share by accident.
 */
export async function matchBrokerage(
  db: Database,
  broker: { brokerName: string; brokerEmail: string; brokerMcNumber?: string | undefined },
): Promise<BrokerageMatch> {
  const [byMc, brokerUsers, byDomain] = await db.batch([
    db
      .select({ id: brokerages.id })
      .from(brokerages)
      .where(eq(brokerages.mcNumber, broker.brokerMcNumber ?? "")),
    db
      .select({ id: users.id, userType: users.userType, brokerageId: users.brokerageId })
      .from(users)
      .where(eq(users.email, broker.brokerEmail.toLowerCase())),
    db
      .select({ id: brokerages.id, name: brokerages.name })
      .from(brokerages)
      .where(eq(brokerages.emailDomain, emailDomain(broker.brokerEmail))),
  ]);
  const brokerUser = brokerUsers.find((user) => user.userType === "broker") ?? null;
  const brokerUserId = brokerUser?.id ?? null;
  const found = (brokerageId: string, matchedBy: BrokerageMatch["matchedBy"]): BrokerageMatch => ({
    brokerageId,
    brokerUserId,
    status: "registered",
    matchedBy,
  });

  if (broker.brokerMcNumber && byMc[0]) return found(byMc[0].id, "mc_number");
  if (brokerUser?.brokerageId) return found(brokerUser.brokerageId, "broker_user");
  const name = normalizeCompanyName(broker.brokerName);
  const byName = byDomain.find((brokerage) => normalizeCompanyName(brokerage.name) === name);
  if (byName) return found(byName.id, "name_and_domain");
  return { brokerageId: null, brokerUserId, status: "unregistered", matchedBy: null };
}
