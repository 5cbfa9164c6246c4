/**
 * The history check: the loads reported in the last 90 days that named this MC. A real brokerage writes
 * from its own domain under its own name; an MC seen with several unrelated domains or names is being
 * used by others. Counts only, and only from enough carriers that no one carrier's loads can be told
 * apart (k-anonymity, as published lanes: rates/publication.ts).
 */
import { normalizeCompanyName, sameCompany } from "../../documents/reading/text-matching";
import { MIN_CARRIERS } from "../../rates/publication";
import { emailDomain, registrableDomain, sameRegistrable } from "./domains";
import type { IdentityCheck, IdentityEvidence } from "./schema";
import { evidence, REPORTS_SOURCE } from "./sources";
import { HISTORY_SEVERAL, HISTORY_WINDOW_DAYS } from "./thresholds";

const DAY_MS = 86_400_000;

/** One counted report that named the MC. */
export interface NamedReport {
  /** The hauling carrier's key (reports/attribution.ts carrierKey). */
  carrierKey: string;
  brokerEmail: string | null;
  brokerName: string;
  reportedAt: number;
}

export interface HistoryInput {
  mcNumber: string | null;
  reports: readonly NamedReport[];
  /** The broker's own domains (census e-mail, registration): all of them count as one. */
  ownDomains: readonly string[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Distinct names, one company's spellings ("Acme Freight LLC", "ACME FREIGHT") counted once. */
function distinctNames(names: readonly string[]): number {
  const kept: string[] = [];
  for (const name of names) {
    if (normalizeCompanyName(name) === "") continue;
    if (!kept.some((other) => sameCompany(other, name))) kept.push(name);
  }
  return kept.length;
}

export function historyCheck(input: HistoryInput, now: number): IdentityCheck {
  const result = (outcome: IdentityCheck["outcome"], sentence: string, items: IdentityEvidence[]) => ({
    kind: "history" as const,
    outcome,
    sentence,
    evidence: items,
  });
  if (input.mcNumber === null) return result("unknown", "The load names no MC number, so it has no history.", []);
  const since = now - HISTORY_WINDOW_DAYS * DAY_MS;
  const reports = input.reports.filter((report) => report.reportedAt >= since && report.reportedAt <= now);
  const carriers = new Set(reports.map((report) => report.carrierKey)).size;
  const window = `last ${HISTORY_WINDOW_DAYS} days`;
  if (carriers < MIN_CARRIERS)
    return result(
      "unknown",
      `Fewer than ${MIN_CARRIERS} carriers reported loads naming ${input.mcNumber} in the ${window}: too few to count without pointing at one.`,
      [],
    );
  const domains = new Set<string>();
  for (const report of reports) {
    const domain = emailDomain(report.brokerEmail);
    if (domain === null) continue;
    domains.add(input.ownDomains.some((own) => sameRegistrable(own, domain)) ? "own" : registrableDomain(domain));
  }
  const names = distinctNames(reports.map((report) => report.brokerName));
  const items = [
    evidence("Reports", `${reports.length} from ${plural(carriers, "carrier")}, ${window}`, REPORTS_SOURCE),
    evidence("E-mail domains", String(domains.size), REPORTS_SOURCE),
    evidence("Brokerage names", String(names), REPORTS_SOURCE),
  ];
  const several = [
    ...(domains.size >= HISTORY_SEVERAL ? [plural(domains.size, "unrelated e-mail domain")] : []),
    ...(names >= HISTORY_SEVERAL ? [plural(names, "brokerage name")] : []),
  ];
  if (several.length > 0)
    return result(
      "warn",
      `In the ${window}, ${plural(reports.length, "report")} from ${plural(carriers, "carrier")} named ${input.mcNumber} with ${several.join(" and ")}: others may be using this MC.`,
      items,
    );
  return result(
    "pass",
    `In the ${window}, ${plural(reports.length, "report")} from ${plural(carriers, "carrier")} named ${input.mcNumber} with ${plural(domains.size, "e-mail domain")} and ${plural(names, "name")}.`,
    items,
  );
}
