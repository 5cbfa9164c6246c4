import { chunks } from "@truerate/domain/chunks";
import type { Logger } from "../../core/logger";
import type { LoadRequestsMessage, QueueMessage } from "../../core/queue-messages";
import { enqueueJobs } from "../notifications/enqueue";

/** Requests per queue job: a 1,000-load push is ten jobs (the queue's own limit is 100 per sendBatch). */
export const REQUESTS_PER_JOB = 100;

/**
 * The queue jobs of these loads' requests, 100 loads each. The key names the job's loads; the
 * delivery itself is keyed per load and address, so a job queued again changes nothing.
 */
export function loadRequestJobs(loadIds: readonly string[]): LoadRequestsMessage[] {
  return chunks(loadIds, REQUESTS_PER_JOB).map((ids) => ({
    kind: "load_requests",
    dedupeKey: `load-requests:${ids[0]}+${ids.length - 1}`,
    loadIds: ids,
  }));
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
    await enqueueJobs(queue, loadRequestJobs(loadIds), options);
  } catch (error) {
    logger.error("load_request_not_queued", { loadIds, error: String(error) });
  }
}
