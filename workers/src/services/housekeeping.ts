import type { ServiceContext } from "../core/service-context";
import { batchChanges } from "../db/batch-changes";
import { deleteExpiredStatements } from "../db/queries/housekeeping";
import { checkRateAlerts } from "./carrier-tools/rate-alerts-job";
import { rearmStalledDeadlines } from "./deadlines/sweep";
import { requeueStaleReadings } from "./documents/reading/request";
import { refreshLaneAnswers } from "./lane-answers/refresh-answers";
import { requeueWaitingRequests } from "./load-requests/sweep";
import { requeueStalledDeliveries } from "./partners/webhooks/deliver";
import { advanceOfflineSubscriptions } from "./payments/advance-offline";

/**
 * The cron's work: drop what has expired, move offline subscriptions along the clock for users who
 * never come back to trigger it on read, re-arm deadlines whose object was never armed,
 * queue again the 371.3 requests still waiting, check carriers' rate alerts, compute again the
 * kept lane answers that stopped holding, and hand the reader the documents whose reading was lost. Each step is idempotent.
 */
export async function runHousekeeping(ctx: ServiceContext): Promise<{
  deleted: number;
  advanced: number;
  rearmed: number;
  requeued: number;
  alertsSent: number;
  laneAnswersRefreshed: number;
  readingsRequeued: number;
}> {
  const deleted = await deleteExpired(ctx);
  const { advanced } = await advanceOfflineSubscriptions(ctx);
  const rearmed = await rearmStalledDeadlines(ctx);
  const requeued = await requeueWaitingRequests(ctx);
  await requeueStalledDeliveries(ctx);
  const alerts = await checkRateAlerts(ctx);
  const answers = await refreshLaneAnswers(ctx);
  const readingsRequeued = await requeueStaleReadings(ctx);
  const done = {
    deleted,
    advanced,
    rearmed,
    requeued,
    alertsSent: alerts.sent,
    laneAnswersRefreshed: answers.refreshed,
    readingsRequeued,
  };
  // One line per run, so operations can watch what each step did (docs/operations.md).
  ctx.logger.info("housekeeping_done", { ...done, laneAnswersDropped: answers.dropped });
  return done;
}

async function deleteExpired(ctx: ServiceContext): Promise<number> {
  return batchChanges(ctx.db, deleteExpiredStatements(ctx.db, new Date(ctx.now())));
}
