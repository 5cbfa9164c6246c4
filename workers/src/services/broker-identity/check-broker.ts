import type { IdentityVerdict } from "@truerate/domain/brokers/identity/schema";
import { HISTORY_WINDOW_DAYS } from "@truerate/domain/brokers/identity/thresholds";
import type { ServiceContext } from "../../core/service-context";
import { brokerageDomains, brokerageOfMc, reportsNamingMc } from "../../db/queries/broker-identity";
import { type BrokerIdentityInput, brokerVerdict, historyKeys } from "./broker-verdict";
import { registryLookup } from "./registry-lookup";

export type { BrokerIdentityInput } from "./broker-verdict";

const DAY_MS = 86_400_000;

/**
 * Every identity check of one broker, as a load (or a load being typed) names it: the registry
 * (authority and its age), the e-mail against the broker's own domains and every registered
 * brokerage's, the rate confirmation's reading, and the reports that named the MC. Reads only; a
 * batch reads in bulk (check-brokers.ts), and both decide through brokerVerdict.
 */
export async function checkBrokerIdentity(ctx: ServiceContext, input: BrokerIdentityInput): Promise<IdentityVerdict> {
  const now = ctx.now();
  const lookup = await registryLookup(ctx, { mcNumber: input.broker.mcNumber });
  const mcNumber = lookup.mcNumber;
  const [brokerageByMc, registered] = await Promise.all([
    mcNumber ? brokerageOfMc(ctx.db, mcNumber) : undefined,
    brokerageDomains(ctx.db),
  ]);
  const reports = mcNumber
    ? await reportsNamingMc(ctx.db, {
        mcNumber,
        brokerKeys: historyKeys(mcNumber, brokerageByMc),
        since: new Date(now - HISTORY_WINDOW_DAYS * DAY_MS),
      })
    : [];
  return brokerVerdict(
    {
      lookup,
      brokerageByMc,
      registered,
      reports: reports.map((report) => ({ ...report, reportedAt: report.uploadedAt.getTime() })),
    },
    input,
    now,
  );
}
