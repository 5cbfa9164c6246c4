import type { ServiceContext } from "../../../core/service-context";
import type { loads } from "../../../db/schema";
import type { LaneContext } from "../../../schemas/admin/data-quality";
import { type LaneInput, lookupLanes } from "../../lane-answers/lookup-lanes";

/** The days of lane figures a held report is compared with. */
export const CONTEXT_TIMEFRAME_DAYS = 90;

/** A report's lane, as its load row holds it. */
export type LaneOfReport = Pick<
  typeof loads.$inferSelect,
  "pickupCity" | "pickupState" | "deliveryCity" | "deliveryState" | "trailerType"
>;

const laneKey = (lane: LaneOfReport) =>
  JSON.stringify([lane.pickupCity, lane.pickupState, lane.deliveryCity, lane.deliveryState, lane.trailerType]);

/**
 * The figures of every distinct lane of a page in ONE lane lookup (the same rules the search and
 * the partner API publish by); answers a function giving a report its lane's figures.
 */
export async function laneContexts(
  ctx: ServiceContext,
  reports: readonly LaneOfReport[],
): Promise<(report: LaneOfReport) => LaneContext | null> {
  const distinct = new Map<string, LaneOfReport>();
  for (const report of reports) distinct.set(laneKey(report), report);
  const lanes = [...distinct.values()];
  const asked: LaneInput[] = lanes.map((lane) => ({
    origin: { city: lane.pickupCity, state: lane.pickupState },
    destination: { city: lane.deliveryCity, state: lane.deliveryState },
    equipment: lane.trailerType,
    timeframeDays: CONTEXT_TIMEFRAME_DAYS,
  }));
  const found = asked.length > 0 ? await lookupLanes(ctx, { lanes: asked }) : [];
  const byKey = new Map<string, LaneContext>();
  found.forEach((result, index) => {
    const lane = lanes[index] as LaneOfReport;
    byKey.set(
      laneKey(lane),
      result.status === "published"
        ? {
            status: "published",
            reports: result.reports,
            perMile: {
              median: result.carrierRate.perMile.median,
              p25: result.carrierRate.perMile.p25,
              p75: result.carrierRate.perMile.p75,
            },
            withheldMessage: null,
          }
        : { status: "withheld", reports: result.reports, perMile: null, withheldMessage: result.message },
    );
  });
  return (report) => byKey.get(laneKey(report)) ?? null;
}
