import type { ServiceContext } from "../../core/service-context";
import { stalledPendingLoads } from "../../db/queries/deadlines";
import { loadDeadlineStub } from "./stub";

/** How late a pending load may be before the sweep re-arms its object; alarms can lag a minute. */
export const SWEEP_GRACE_MS = 15 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * A safety net for the cron: pending loads whose deadline passed some time ago without an outcome
 * (their object was never armed because scheduling failed when the load was created). Scheduling is
 * idempotent, so an object already armed keeps its state; one never armed fires at once, since its
 * deadline is past, and decides the load as its alarm would have. Returns how many were re-armed.
 */
export async function rearmStalledDeadlines(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const results = await stalledPendingLoads(ctx.db, new Date(now - SWEEP_GRACE_MS), SWEEP_BATCH);
  const logger = ctx.logger.child({ job: "deadline-sweep" });
  let rearmed = 0;
  for (const load of results) {
    try {
      await loadDeadlineStub(ctx, load.id).schedule(load.id, load.deadlineAt.getTime());
      rearmed += 1;
    } catch (error) {
      logger.error("deadline_rearm_failed", { loadId: load.id, error: String(error) });
    }
  }
  return rearmed;
}
