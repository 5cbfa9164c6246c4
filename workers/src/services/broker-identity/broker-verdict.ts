import { authorityCheck, type RegistryLookup } from "@truerate/domain/brokers/identity/authority";
import { authorityAgeCheck } from "@truerate/domain/brokers/identity/authority-age";
import { contactCheck, type KnownBrokerage } from "@truerate/domain/brokers/identity/contact";
import { type DocumentMatchInput, documentMatchCheck } from "@truerate/domain/brokers/identity/document";
import { emailDomain, isFreeMail, sameRegistrable } from "@truerate/domain/brokers/identity/domains";
import { historyCheck, type NamedReport } from "@truerate/domain/brokers/identity/history";
import { type IdentityCheck, type IdentityVerdict, identityVerdict } from "@truerate/domain/brokers/identity/schema";
import { LOAD_SOURCE } from "@truerate/domain/brokers/identity/sources";

export interface BrokerIdentityInput {
  /** The broker as the load (or the upload form) names it. */
  broker: { name: string; email: string | null; mcNumber: string | null };
  /** Where the e-mail came from: the load as reported by default, or the 371.3 answer. */
  emailSource?: string;
  /** The carrier's own company and where it is known from, for the document match. */
  carrier: DocumentMatchInput["carrier"];
  /** What the newest read rate confirmation prints; null when none has been read. */
  printed: DocumentMatchInput["printed"];
}

/** A brokerage registered on TrueRate, as the identity checks know it. */
export interface RegisteredBrokerage {
  id: string;
  name: string;
  mcNumber: string | null;
  emailDomain: string | null;
}

/** What storage holds about one broker: its registry lookup, the registered brokerages, the reports naming its MC. */
export interface BrokerFacts {
  lookup: RegistryLookup;
  /** The brokerage registered under the MC, whether it gave a domain or not. */
  brokerageByMc: RegisteredBrokerage | undefined;
  /** Every registered brokerage with a domain: what a look-alike may imitate. */
  registered: readonly RegisteredBrokerage[];
  /** The counted reports of the history window under the broker's keys (`historyKeys`). */
  reports: readonly NamedReport[];
}

/** The broker keys the reports naming an MC are stored under: the MC's, and its registered brokerage's. */
export const historyKeys = (mcNumber: string, brokerage: RegisteredBrokerage | undefined) => [
  `mc:${mcNumber}`,
  ...(brokerage ? [`brokerage:${brokerage.id}`] : []),
];

/**
 * Every identity check of one broker over the facts gathered for it (one load's, or a batch's in bulk):
 * pure, so the single and the batch paths decide alike. The rules and sentences are packages/domain's.
 */
export function brokerVerdict(facts: BrokerFacts, input: BrokerIdentityInput, now: number): IdentityVerdict {
  const { lookup, registered } = facts;
  // A load without an MC is the brokerage's whose domain it names, as loads are linked to tenants.
  const domain = emailDomain(input.broker.email);
  const brokerage =
    lookup.mcNumber || domain === null
      ? facts.brokerageByMc
      : registered.find((other) => other.emailDomain !== null && sameRegistrable(other.emailDomain, domain));
  const own: KnownBrokerage | null = brokerage
    ? { name: brokerage.name, domains: brokerage.emailDomain ? [brokerage.emailDomain] : [] }
    : null;
  const knownBrokerages = registered
    .filter((other) => other.id !== brokerage?.id)
    .map((other) => ({ name: other.name, domains: other.emailDomain ? [other.emailDomain] : [] }));
  const registryDomain = emailDomain(lookup.broker?.email);
  const ownDomains = [
    ...(registryDomain && !isFreeMail(registryDomain) ? [registryDomain] : []),
    ...(own?.domains ?? []),
  ];
  return identityVerdict([
    authorityCheck(lookup, now),
    authorityAgeCheck({ ...lookup, registeredOnTrueRate: brokerage !== undefined }, now),
    contactCheck({
      email: input.broker.email,
      emailSource: input.emailSource ?? LOAD_SOURCE,
      registry:
        lookup.broker && lookup.census
          ? { email: lookup.broker.email, brokerName: lookup.broker.companyName, file: lookup.census }
          : null,
      brokerage: own,
      knownBrokerages,
    }),
    documentMatchCheck({
      printed: input.printed,
      load: { brokerName: input.broker.name, brokerMcNumber: input.broker.mcNumber },
      carrier: input.carrier,
    }),
    historyOnce({ mcNumber: lookup.mcNumber, ownDomains, reports: facts.reports }, now),
  ]);
}

/**
 * History checks already decided over one list of reports. A batch of one broker's loads (a profile's
 * identity events, the admin queue) shares the list per MC (check-brokers.ts), so its history is
 * decided once, not once per load over every report. Keyed by the list itself: a new batch, a new list.
 */
const decidedHistories = new WeakMap<readonly NamedReport[], Map<string, IdentityCheck>>();

function historyOnce(input: Parameters<typeof historyCheck>[0], now: number): IdentityCheck {
  const key = `${input.mcNumber}|${input.ownDomains.join(",")}|${now}`;
  let decided = decidedHistories.get(input.reports);
  if (!decided) {
    decided = new Map();
    decidedHistories.set(input.reports, decided);
  }
  const known = decided.get(key);
  if (known) return known;
  const check = historyCheck(input, now);
  decided.set(key, check);
  return check;
}
