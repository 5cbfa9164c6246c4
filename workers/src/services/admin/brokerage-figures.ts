import type { ComplianceFigures } from "@truerate/domain/brokers/compliance-rating";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { LoadScope } from "../../db/queries/broker-profiles";
import { resolveBroker } from "../broker-profiles/identity";
import { complianceOfLoads } from "../broker-profiles/standing";

export interface LoadFigures {
  totalLoads: number;
  compliantLoads: number;
  overdueLoads: number;
  /** The 48-hour compliance rating; null while no deadline is decided: there is nothing to rate. */
  complianceRating: number | null;
}

/** The administrator's figures are the rating's own counts (last 12 months), so they add up to it. */
function loadFigures(compliance: ComplianceFigures): LoadFigures {
  return {
    totalLoads: compliance.received,
    compliantLoads: compliance.onTime,
    overdueLoads: compliance.late + compliance.missed,
    complianceRating: compliance.percent,
  };
}

/**
 * The loads a search key stands for: an MC number names the broker its public profile names (a
 * registered brokerage answers for its MC and e-mail domain too); a name without an MC, the
 * unmatched loads that give that name and no MC.
 */
async function scopeOf(ctx: ServiceContext, key: string): Promise<LoadScope> {
  if (key.startsWith("name:")) return { unmatchedName: key };
  try {
    return { loadKeys: (await resolveBroker(ctx, `mc:${key}`)).loadKeys };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { brokerKey: `mc:${key}` };
    throw error;
  }
}

/** One search key's figures: the public profile's 48-hour compliance rating and its counts. */
export async function brokerageFiguresOf(
  ctx: ServiceContext,
  { key, now }: { key: string; now: number },
): Promise<LoadFigures> {
  return loadFigures(await complianceOfLoads(ctx, { scope: await scopeOf(ctx, key), now }));
}

/** Figures per search key. */
export async function brokerageFigures(ctx: ServiceContext, { keys, now }: { keys: readonly string[]; now: number }) {
  const figures = await Promise.all(
    keys.map(async (key) => [key, await brokerageFiguresOf(ctx, { key, now })] as const),
  );
  return new Map(figures);
}
