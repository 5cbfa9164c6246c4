import type { ServiceContext } from "../../core/service-context";
import { waitingRequests } from "../../db/queries/load-requests";
import { queueLoadRequests } from "./request-job";

/** How long a request may wait in the queue (retries included) before the sweep queues it again. */
export const REQUEST_SWEEP_GRACE_MS = 30 * 60 * 1000;
const SWEEP_BATCH = 100;

/**
 * The cron's safety net for requests: one whose queue send failed, or whose job was lost, is still
 * 'queued' in D1 and is queued again. Jobs and mails are keyed, so a request that was merely slow
 * is not mailed twice. Returns how many were queued.
 */
export async function requeueWaitingRequests(ctx: ServiceContext): Promise<number> {
  const { env } = ctx;
  const now = ctx.now();
  const results = await waitingRequests(ctx.db, new Date(now - REQUEST_SWEEP_GRACE_MS), SWEEP_BATCH);
  await queueLoadRequests(
    env.NOTIFICATIONS,
    results.map((row) => row.loadId),
    ctx.logger.child({ job: "request-sweep" }),
  );
  return results.length;
}
