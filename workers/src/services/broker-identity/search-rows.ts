import { LOAD_ONLY_CHECKS } from "@truerate/domain/brokers/identity/question";
import { identityVerdict } from "@truerate/domain/brokers/identity/schema";
import { type IdentitySummary, identitySummary } from "@truerate/domain/brokers/identity/summary";
import type { ServiceContext } from "../../core/service-context";
import { checkBrokersWithoutHistory } from "./check-brokers";

/** A search row's broker as its load names it. */
export interface RowBroker {
  name: string;
  email: string | null;
  mcNumber: string | null;
}

/** Search rows show other carriers' loads: the document match would speak of their carrier, so it is left out. */
const ROW_CARRIER = { name: null, mcNumber: null, source: "not shown in search results" };

/**
 * Left out of a row's summary: the document match (another carrier's load) and the history, which
 * would read 90 days of reports for every MC of up to 1,000 rows on each search; the load page and
 * the typed check still give it.
 */
const NOT_IN_ROWS = [...LOAD_ONLY_CHECKS, "history"];

const brokerId = (broker: RowBroker) =>
  JSON.stringify([broker.name.trim().toLowerCase(), broker.email?.toLowerCase() ?? null, broker.mcNumber]);

/**
 * The identity summary of every search row's broker, in row order: each distinct broker once, all of
 * them in one batch of statements (check-brokers.ts), whatever the number of rows.
 */
export async function searchRowsIdentity(ctx: ServiceContext, rows: readonly RowBroker[]): Promise<IdentitySummary[]> {
  const distinct = new Map<string, RowBroker>();
  for (const row of rows) distinct.set(brokerId(row), row);
  const brokers = [...distinct.values()];
  const verdicts = await checkBrokersWithoutHistory(
    ctx,
    brokers.map((broker) => ({ broker, carrier: ROW_CARRIER, printed: null })),
  );
  const byBroker = new Map(
    brokers.map((broker, position) => {
      const checks = verdicts[position]?.checks ?? [];
      const kept = checks.filter((check) => !NOT_IN_ROWS.includes(check.kind));
      return [brokerId(broker), identitySummary(identityVerdict(kept))] as const;
    }),
  );
  return rows.map((row) => byBroker.get(brokerId(row)) ?? { outcome: "unknown", concerns: [] });
}
