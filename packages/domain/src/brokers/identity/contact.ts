/**
 * The contact check: does the e-mail that names the broker come from the broker? The address's domain
 * is compared with the FMCSA census e-mail of the MC and the domains of the brokerage registered on
 * TrueRate under it; a domain made to read as a known brokerage's fails, naming both.
 */

import { emailDomain, isFreeMail, LOOKALIKE_WORDS, lookalikeReason, sameRegistrable } from "./domains";
import type { IdentityCheck, IdentityEvidence } from "./schema";
import { BROKERAGE_SOURCE, censusSource, evidence, type RegistryFile } from "./sources";

/** A brokerage and the e-mail domains it is known by (its registration on TrueRate, its census e-mail). */
export interface KnownBrokerage {
  name: string;
  domains: readonly string[];
}

export interface ContactInput {
  /** The address the load names for the broker, or that sent the 371.3 answer; null when none. */
  email: string | null;
  /** Where `email` came from: the load as reported, the 371.3 answer, … */
  emailSource: string;
  /** The census e-mail of the load's MC, with its file; null when the census has none. */
  registry: { email: string | null; brokerName: string; file: RegistryFile } | null;
  /** The brokerage registered on TrueRate under the load's MC (or its e-mail domain), if any. */
  brokerage: KnownBrokerage | null;
  /** Other brokerages whose domains a look-alike may imitate (registered ones, well-known ones). */
  knownBrokerages: readonly KnownBrokerage[];
}

type Outcome = IdentityCheck["outcome"];

export function contactCheck(input: ContactInput): IdentityCheck {
  const result = (outcome: Outcome, sentence: string, items: IdentityEvidence[]) => ({
    kind: "contact" as const,
    outcome,
    sentence,
    evidence: items,
  });
  const domain = emailDomain(input.email);
  if (input.email === null || domain === null)
    return result("unknown", "No broker e-mail address to compare with the registry.", []);
  const items = [evidence("Broker e-mail", input.email, input.emailSource)];
  const registryEmail = input.registry?.email ?? null;
  const registryDomain = emailDomain(registryEmail);
  if (input.registry && registryEmail)
    items.push(evidence("Census e-mail", registryEmail, censusSource(input.registry.file)));
  for (const own of input.brokerage?.domains ?? []) items.push(evidence("Registered domain", own, BROKERAGE_SOURCE));

  if (registryEmail !== null && registryEmail.toLowerCase() === input.email.trim().toLowerCase())
    return result("pass", `${input.email} is the e-mail address of the broker's FMCSA census record.`, items);
  const own = [
    ...(registryDomain && !isFreeMail(registryDomain) ? [registryDomain] : []),
    ...(input.brokerage?.domains ?? []),
  ];
  const match = own.find((known) => sameRegistrable(domain, known));
  if (match !== undefined)
    return result("pass", `${domain} is the broker's own domain, as the registry or its registration gives it.`, items);
  if (isFreeMail(domain))
    return result("warn", `${input.email} is a free mailbox: it says nothing about which company sent it.`, items);

  const other = input.knownBrokerages.find((brokerage) =>
    brokerage.domains.some((known) => sameRegistrable(domain, known)),
  );
  if (other)
    return result(
      "warn",
      `${domain} is the domain of another brokerage, ${other.name}, not of this MC's broker.`,
      items,
    );
  for (const known of knownDomains(input, registryDomain)) {
    const reason = lookalikeReason(domain, known.domain);
    if (reason === null) continue;
    items.push(evidence("Look-alike of", `${known.domain} (${known.name})`, known.source));
    return result(
      "fail",
      `${domain} looks like ${known.domain}, ${known.name}'s domain, but is not it: ${LOOKALIKE_WORDS[reason]}.`,
      items,
    );
  }
  if (own.length > 0)
    return result(
      "warn",
      `${domain} is not a domain the registry or TrueRate knows for this broker (${own.join(", ")}).`,
      items,
    );
  return result(
    "unknown",
    `Neither the registry nor TrueRate gives a domain for this broker to compare ${domain} with.`,
    items,
  );
}

/** Every company domain a look-alike may imitate, the MC's own first, each with where it is known from. */
function knownDomains(input: ContactInput, registryDomain: string | null) {
  const known: { domain: string; name: string; source: string }[] = [];
  if (input.registry && registryDomain)
    known.push({ domain: registryDomain, name: input.registry.brokerName, source: censusSource(input.registry.file) });
  for (const brokerage of [...(input.brokerage ? [input.brokerage] : []), ...input.knownBrokerages])
    for (const domain of brokerage.domains) known.push({ domain, name: brokerage.name, source: BROKERAGE_SOURCE });
  return known.filter((entry) => !isFreeMail(entry.domain));
}
