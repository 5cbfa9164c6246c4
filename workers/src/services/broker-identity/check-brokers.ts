import type { NamedReport } from "@truerate/domain/brokers/identity/history";
import {
  type IdentityCheckKind,
  type IdentityVerdict,
  identityVerdict,
} from "@truerate/domain/brokers/identity/schema";
import { HISTORY_WINDOW_DAYS } from "@truerate/domain/brokers/identity/thresholds";
import type { ServiceContext } from "../../core/service-context";
import { identityRowsOfMcs } from "../../db/queries/broker-identity-batch";
import { type BrokerIdentityInput, brokerVerdict, historyKeys } from "./broker-verdict";
import { lookupOf, registryMcNumber } from "./registry-lookup";

const DAY_MS = 86_400_000;

const groupBy = <T>(rows: readonly T[], key: (row: T) => string | null) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const name = key(row);
    if (name !== null) groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return groups;
};

/**
 * The identity verdicts of a batch of brokers (a partner push's loads, a score lookup), in order:
 * the registry rows, authority histories, registered brokerages and reports of all the batch's MCs
 * are read in one batch of statements whatever its size, then the pure rules run per broker, as for one load.
 */
export function checkBrokersIdentity(ctx: ServiceContext, inputs: readonly BrokerIdentityInput[]) {
  return checkBatch(ctx, inputs, { history: true });
}

/**
 * The same verdicts without reading the reports that name the MCs (search rows): the history check
 * then counts none, and the caller leaves it out.
 */
export function checkBrokersWithoutHistory(ctx: ServiceContext, inputs: readonly BrokerIdentityInput[]) {
  return checkBatch(ctx, inputs, { history: false });
}

async function checkBatch(
  ctx: ServiceContext,
  inputs: readonly BrokerIdentityInput[],
  options: { history: boolean },
): Promise<IdentityVerdict[]> {
  if (inputs.length === 0) return [];
  const now = ctx.now();
  const mcOf = inputs.map((input) => registryMcNumber(input.broker.mcNumber));
  const mcNumbers = [...new Set(mcOf.filter((mc): mc is string => mc !== null))];
  const {
    brokers,
    carriers,
    grants,
    registered: brokerages,
    censusFile,
    historyFile,
    reports,
  } = await identityRowsOfMcs(ctx.db, {
    mcNumbers,
    since: new Date(now - HISTORY_WINDOW_DAYS * DAY_MS),
    ...(options.history ? {} : { reportsOf: [] }),
  });
  const brokerageOfMc = new Map(brokerages.flatMap((row) => (row.mcNumber ? [[row.mcNumber, row] as const] : [])));
  const registered = brokerages.filter((row) => row.emailDomain !== null);
  const brokerRow = new Map(brokers.map((row) => [row.mcNumber, row]));
  const carrierName = new Map(carriers.map((row) => [row.mcNumber, row.companyName]));
  const grantsOf = groupBy(grants, (row) => row.mcNumber);
  const reportsOf = groupBy(reports, (row) => row.brokerMcNumber);
  // The reports naming an MC under its keys, once per MC: a batch of one broker's loads (a profile's
  // identity events) shares them, and filtering them per load grew with the square of the batch.
  const namedOf = new Map<string, NamedReport[]>();
  const namedReports = (mcNumber: string) => {
    let named = namedOf.get(mcNumber);
    if (!named) {
      const keys = new Set(historyKeys(mcNumber, brokerageOfMc.get(mcNumber)));
      named = (reportsOf.get(mcNumber) ?? [])
        .filter((report) => keys.has(report.brokerKey))
        .map((report) => ({ ...report, reportedAt: report.uploadedAt.getTime() }));
      namedOf.set(mcNumber, named);
    }
    return named;
  };
  return inputs.map((input, position) => {
    const mcNumber = mcOf[position] ?? null;
    const brokerage = mcNumber ? brokerageOfMc.get(mcNumber) : undefined;
    const lookup = lookupOf(mcNumber, {
      broker: mcNumber ? (brokerRow.get(mcNumber) ?? null) : null,
      carrierName: mcNumber ? (carrierName.get(mcNumber) ?? null) : null,
      grants: mcNumber ? (grantsOf.get(mcNumber) ?? []) : [],
      censusFile,
      historyFile,
    });
    return brokerVerdict(
      { lookup, brokerageByMc: brokerage, registered, reports: mcNumber ? namedReports(mcNumber) : [] },
      input,
      now,
    );
  });
}

/** Where a broker named only by its number stands for the document match: no carrier, nothing printed. */
const NO_LOAD_SOURCE = "no load: the broker as named by its number";

/** The checks that judge a broker without a load: its registry standing and the reports naming its MC. */
const STANDING_KINDS: readonly IdentityCheckKind[] = ["authority", "authority_age", "history"];

/**
 * The identity of brokers named by number alone (a score lookup): the checks that need no load. The
 * e-mail and the rate confirmation belong to a load, and their `unknown` would hide every pass.
 */
export async function checkBrokersStanding(
  ctx: ServiceContext,
  brokers: readonly { name: string; mcNumber: string | null }[],
): Promise<IdentityVerdict[]> {
  const verdicts = await checkBrokersIdentity(
    ctx,
    brokers.map((broker) => ({
      broker: { name: broker.name, email: null, mcNumber: broker.mcNumber },
      carrier: { name: null, mcNumber: null, source: NO_LOAD_SOURCE },
      printed: null,
    })),
  );
  return verdicts.map((verdict) =>
    identityVerdict(verdict.checks.filter((check) => STANDING_KINDS.includes(check.kind))),
  );
}
