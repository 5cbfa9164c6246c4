import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { brokerageBy, newestLoadNamingBroker, registryBrokerOfMc } from "../../db/queries/broker-profiles";
import type { BrokerAuthority } from "../../schemas/brokers";

export const NO_PROFILE_MESSAGE =
  "No broker profile with this key: it names no brokerage and no load names that broker";

export const BROKER_KEY_KINDS = ["brokerage", "mc", "domain", "email"] as const;
type BrokerKeyKind = (typeof BROKER_KEY_KINDS)[number];

export interface BrokerIdentity {
  /** The canonical key: a registered brokerage's own, whichever key led here. */
  key: string;
  kind: BrokerKeyKind;
  name: string;
  mcNumber: string | null;
  dotNumber: string | null;
  emailDomain: string | null;
  brokerageId: string | null;
  /** Every load key that means this broker (a brokerage's loads named before it signed up included). */
  loadKeys: string[];
  authority: BrokerAuthority | null;
}

const maskEmail = (email: string) => `${email.slice(0, 1)}•••${email.slice(email.lastIndexOf("@"))}`;

function parseKey(key: string): { kind: BrokerKeyKind; value: string } | null {
  const split = key.indexOf(":");
  const kind = key.slice(0, split) as BrokerKeyKind;
  const value = key.slice(split + 1).trim();
  if (split < 1 || !BROKER_KEY_KINDS.includes(kind) || value.length === 0) return null;
  return { kind, value };
}

interface RegistryRecord {
  companyName: string;
  dotNumber: string;
  authority: BrokerAuthority;
}

async function registryRecord(ctx: ServiceContext, mcNumber: string | null): Promise<RegistryRecord | null> {
  if (!mcNumber) return null;
  const row = await registryBrokerOfMc(ctx.db, mcNumber);
  if (!row) return null;
  return {
    companyName: row.companyName,
    dotNumber: row.dotNumber,
    authority: {
      status: row.status,
      operatingAuthority: row.operatingAuthority,
      asOf: row.lastUpdated ? row.lastUpdated.toISOString().slice(0, 10) : null,
      sourceFile: row.sourceFile,
    },
  };
}

async function brokerageIdentity(
  ctx: ServiceContext,
  by: Parameters<typeof brokerageBy>[1],
): Promise<BrokerIdentity | null> {
  const brokerage = await brokerageBy(ctx.db, by);
  if (!brokerage) return null;
  const registry = await registryRecord(ctx, brokerage.mcNumber);
  const loadKeys = [`brokerage:${brokerage.id}`, `mc:${brokerage.mcNumber}`];
  if (brokerage.emailDomain) loadKeys.push(`domain:${brokerage.emailDomain}`);
  return {
    key: `brokerage:${brokerage.id}`,
    kind: "brokerage",
    name: brokerage.name,
    mcNumber: brokerage.mcNumber,
    dotNumber: brokerage.dotNumber ?? registry?.dotNumber ?? null,
    emailDomain: brokerage.emailDomain,
    brokerageId: brokerage.id,
    loadKeys,
    authority: registry?.authority ?? null,
  };
}

/** The newest load that names the broker: what carriers called it, and its MC when they gave one. */
async function namedOnLoads(ctx: ServiceContext, key: string) {
  return (await newestLoadNamingBroker(ctx.db, key)) ?? null;
}

/**
 * Who a profile key names. A registered brokerage answers for its MC and e-mail domain too, so the
 * same broker has one profile; an unregistered one is known by the loads that name it, so a broker
 * cannot escape a profile by not signing up. Unknown keys answer 404.
 */
export async function resolveBroker(ctx: ServiceContext, key: string): Promise<BrokerIdentity> {
  const parsed = parseKey(key);
  if (!parsed) throw notFound(NO_PROFILE_MESSAGE);
  const { kind, value } = parsed;
  const registered =
    kind === "brokerage"
      ? await brokerageIdentity(ctx, { id: value })
      : kind === "mc"
        ? await brokerageIdentity(ctx, { mcNumber: value.toUpperCase() })
        : kind === "domain"
          ? await brokerageIdentity(ctx, { emailDomain: value.toLowerCase() })
          : null;
  if (registered) return registered;
  if (kind === "brokerage") throw notFound(NO_PROFILE_MESSAGE);
  const canonical = kind === "mc" ? `mc:${value.toUpperCase()}` : `${kind}:${value.toLowerCase()}`;
  const [named, registry] = await Promise.all([
    namedOnLoads(ctx, canonical),
    registryRecord(ctx, kind === "mc" ? value.toUpperCase() : null),
  ]);
  if (!named && !registry) throw notFound(NO_PROFILE_MESSAGE);
  const mcNumber = kind === "mc" ? value.toUpperCase() : (named?.brokerMcNumber ?? null);
  return {
    key: canonical,
    kind,
    name: registry?.companyName ?? named?.brokerName ?? value,
    mcNumber,
    dotNumber: registry?.dotNumber ?? null,
    emailDomain: kind === "domain" ? value.toLowerCase() : null,
    brokerageId: null,
    loadKeys: [canonical],
    authority: registry?.authority ?? null,
  };
}

/** The display form of a key: a free-mail address is masked, so a profile does not publish a person's mailbox. */
export function displayKey(identity: Pick<BrokerIdentity, "key" | "kind">): string {
  return identity.kind === "email" ? `email:${maskEmail(identity.key.slice("email:".length))}` : identity.key;
}
