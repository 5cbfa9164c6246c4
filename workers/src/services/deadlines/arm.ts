import { chunks } from "@truerate/domain/chunks";
import type { DeadlineMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { loadDeadlineStub } from "./stub";

export interface DeadlineToArm {
  loadId: string;
  /** Epoch ms, as stored on the load (deadline_at). */
  deadlineAt: number;
}

/** Loads per queue message: a 1,000-load batch is ten messages, one sendBatch call. */
export const DEADLINES_PER_MESSAGE = 100;
/** Cloudflare Queues take at most 100 messages per sendBatch. */
const SEND_BATCH_LIMIT = 100;

/**
 * Arms each load's LoadDeadline object, all at once (each is its own object, so none waits for
 * another). Throws when any failed, after the others are armed: the caller retries the whole set,
 * which is safe because arming an armed deadline again changes nothing.
 */
export async function armDeadlines(ctx: ServiceContext, loads: readonly DeadlineToArm[]): Promise<void> {
  const outcomes = await Promise.allSettled(
    loads.map(({ loadId, deadlineAt }) => loadDeadlineStub(ctx, loadId).schedule(loadId, deadlineAt)),
  );
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.status === "rejected" ? [{ loadId: loads[index]?.loadId, error: String(outcome.reason) }] : [],
  );
  if (failed.length > 0) {
    throw new Error(`${failed.length} of ${loads.length} deadlines not armed: ${JSON.stringify(failed.slice(0, 3))}`);
  }
}

export function deadlineMessages(loads: readonly DeadlineToArm[]): DeadlineMessage[] {
  return chunks(loads, DEADLINES_PER_MESSAGE).map((run) => ({ kind: "deadline", loads: run }));
}

/**
 * Arms a batch's deadlines through the DEADLINES queue, whose consumer arms them (retrying a
 * failure, then parking it in the dead-letter queue): a thousand objects are then not a thousand
 * calls inside one partner request. The deadline itself is committed on each load already
 * (deadline_at), which the cron sweep also reads. Should the queue refuse the messages, the
 * deadlines are armed here instead, so none is left to the sweep.
 */
export async function queueDeadlines(
  ctx: ServiceContext,
  input: { loads: readonly DeadlineToArm[]; options?: QueueSendBatchOptions },
): Promise<void> {
  const { loads, options = {} } = input;
  const { env, logger } = ctx;
  const messages = deadlineMessages(loads);
  for (const chunk of chunks(messages, SEND_BATCH_LIMIT)) {
    try {
      await env.DEADLINES.sendBatch(
        chunk.map((body) => ({ body })),
        options,
      );
    } catch (error) {
      logger.error("deadlines_not_queued", { loads: chunk.length * DEADLINES_PER_MESSAGE, error: String(error) });
      for (const message of chunk) {
        await armDeadlines(ctx, message.loads).catch((armError: unknown) =>
          logger.error("load_deadline_schedule_failed", { error: String(armError) }),
        );
      }
    }
  }
}
