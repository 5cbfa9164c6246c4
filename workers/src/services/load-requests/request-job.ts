import type { Logger } from "../../core/logger";
import type { LoadRequestMessage, QueueMessage } from "../../core/queue-messages";
import { enqueueJobs } from "../notifications/enqueue";

/** The queue job of a load's request; the same key however often it is queued again. */
export function loadRequestJob(loadId: string): LoadRequestMessage {
  return { kind: "load_request", dedupeKey: `load-request:${loadId}`, loadId };
}

/**
 * Queues the request jobs. A failed send is logged, not thrown: the request row is committed with
 * the load, and the cron sweep (sweep.ts) queues every request still waiting, so none is lost.
 */
export async function queueLoadRequests(
  queue: Queue<QueueMessage>,
  loadIds: readonly string[],
  logger: Pick<Logger, "error">,
  options: QueueSendBatchOptions = {},
): Promise<void> {
  if (loadIds.length === 0) return;
  try {
    await enqueueJobs(queue, loadIds.map(loadRequestJob), options);
  } catch (error) {
    logger.error("load_request_not_queued", { loadIds, error: String(error) });
  }
}
