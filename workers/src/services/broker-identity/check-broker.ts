import { authorityCheck } from "@truerate/domain/brokers/identity/authority";
import { authorityAgeCheck } from "@truerate/domain/brokers/identity/authority-age";
import { contactCheck, type KnownBrokerage } from "@truerate/domain/brokers/identity/contact";
import { type DocumentMatchInput, documentMatchCheck } from "@truerate/domain/brokers/identity/document";
import { emailDomain, isFreeMail, sameRegistrable } from "@truerate/domain/brokers/identity/domains";
import { historyCheck } from "@truerate/domain/brokers/identity/history";
import { type IdentityVerdict, identityVerdict } from "@truerate/domain/brokers/identity/schema";
import { LOAD_SOURCE } from "@truerate/domain/brokers/identity/sources";
import { HISTORY_WINDOW_DAYS } from "@truerate/domain/brokers/identity/thresholds";
import type { ServiceContext } from "../../core/service-context";
import { brokerageDomains, brokerageOfMc, reportsNamingMc } from "../../db/queries/broker-identity";
import { registryLookup } from "./registry-lookup";

const DAY_MS = 86_400_000;

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

/**
 * Every identity check of one broker, as a load (or a load being typed) names it: the registry
 * (authority and its age), the e-mail against the broker's own domains and every registered
 * brokerage's, the rate confirmation's reading, and the reports that named the MC. Reads only;
 * the rules and their sentences are packages/domain's (docs/broker-identity.md).
 */
export async function checkBrokerIdentity(ctx: ServiceContext, input: BrokerIdentityInput): Promise<IdentityVerdict> {
  const now = ctx.now();
  const lookup = await registryLookup(ctx, { mcNumber: input.broker.mcNumber });
  const mcNumber = lookup.mcNumber;
  const [brokerageByMc, registered] = await Promise.all([
    mcNumber ? brokerageOfMc(ctx.db, mcNumber) : undefined,
    brokerageDomains(ctx.db),
  ]);
  // A load without an MC is the brokerage's whose domain it names, as loads are linked to tenants.
  const domain = emailDomain(input.broker.email);
  const brokerage =
    mcNumber || domain === null
      ? brokerageByMc
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
  const reports = mcNumber
    ? await reportsNamingMc(ctx.db, {
        mcNumber,
        brokerKeys: [`mc:${mcNumber}`, ...(brokerage ? [`brokerage:${brokerage.id}`] : [])],
        since: new Date(now - HISTORY_WINDOW_DAYS * DAY_MS),
      })
    : [];
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
    historyCheck(
      {
        mcNumber,
        ownDomains,
        reports: reports.map((report) => ({ ...report, reportedAt: report.uploadedAt.getTime() })),
      },
      now,
    ),
  ]);
}
