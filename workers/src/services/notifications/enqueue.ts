import { chunks } from "@truerate/domain/chunks";
import type { QueueMessage } from "../../core/queue-messages";

/** Cloudflare Queues take at most 100 messages per sendBatch. */
const SEND_BATCH_LIMIT = 100;

/** Sends jobs to the NOTIFICATIONS queue in as few calls as the queue allows, after `delaySeconds` if given. */
export async function enqueueJobs(
  queue: Queue<QueueMessage>,
  jobs: readonly QueueMessage[],
  options: QueueSendBatchOptions = {},
): Promise<void> {
  for (const chunk of chunks(jobs, SEND_BATCH_LIMIT)) {
    await queue.sendBatch(
      chunk.map((body) => ({ body })),
      options,
    );
  }
}
