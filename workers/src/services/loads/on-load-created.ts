import type { ServiceContext } from "../../core/service-context";
import { queueDeadlines } from "../deadlines/arm";
import { scheduleLoadDeadline } from "../deadlines/schedule";
import { queueLoadRequests } from "../load-requests/request-job";

/** Seconds between a batch's answer and its first queued work: the answer's own time, with margin. */
const BATCH_WORK_DELAY_SECONDS = 2;

export interface CreatedLoad {
  id: string;
  userId: string;
  brokerageId: string | null;
  uploadedAt: Date;
  /** uploadedAt + 48 hours (docs/product.md#load-board-business-constants-and-limits), already stored on the load as deadline_at. */
  deadlineAt: Date;
}

/**
 * Runs after loads, their requests and their document links are committed: queues each 371.3
 * request to its broker and arms each load's LoadDeadline Durable Object (its reminders and its
 * alarm at `deadlineAt`). One load (a portal upload) is armed before the answer; a partner's batch
 * is armed through the DEADLINES queue (deadlines/arm.ts), a thousand objects being too many calls
 * for one request. With the "delivery" clock the object is armed when the request is delivered
 * instead (load-requests/deliver.ts), since the 48 hours start there.
 */
export async function onLoadsCreated(ctx: ServiceContext, input: { loads: readonly CreatedLoad[] }) {
  const { loads } = input;
  if (loads.length === 0) return;
  // A batch's background work starts once its answer has left: a thousand objects and requests
  // started at once would otherwise hold the answer back wherever they share the worker's thread
  // (the local runtime: a 1,000-load push's answer took 30 s to read; bench/client-push.ts).
  const queued = loads.length > 1 ? { delaySeconds: BATCH_WORK_DELAY_SECONDS } : {};
  await queueLoadRequests(
    ctx.env.NOTIFICATIONS,
    loads.map((load) => load.id),
    ctx.logger,
    queued,
  );
  if (ctx.config.DEADLINE_CLOCK !== "upload") return;
  const [only] = loads;
  if (only && loads.length === 1) return scheduleLoadDeadline(ctx, { load: only });
  await queueDeadlines(ctx, {
    loads: loads.map((load) => ({ loadId: load.id, deadlineAt: load.deadlineAt.getTime() })),
    options: queued,
  });
}

export async function onLoadCreated(ctx: ServiceContext, input: { load: CreatedLoad }): Promise<void> {
  const { load } = input;
  await onLoadsCreated(ctx, { loads: [load] });
}
