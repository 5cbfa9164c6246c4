import type { ServiceContext } from "../../core/service-context";
import { scheduleLoadDeadline } from "../deadlines/schedule";
import { queueLoadRequests } from "../load-requests/request-job";

export interface CreatedLoad {
  id: string;
  userId: string;
  brokerageId: string | null;
  uploadedAt: Date;
  /** uploadedAt + 48 hours (the load-board spec's business constants and limits), already stored on the load as deadline_at. */
  deadlineAt: Date;
}

/**
 * Runs after a load, its request and its document links are committed: queues the 371.3 request
 * to the broker and arms the load's LoadDeadline Durable Object (its reminders and its alarm at
 * `deadlineAt`). With the "delivery" clock the object is armed when the request is delivered
 * instead (load-requests/deliver.ts), since the 48 hours start there.
 */
export async function onLoadCreated({ ctx, load }: { ctx: ServiceContext; load: CreatedLoad }): Promise<void> {
  await queueLoadRequests(ctx.env.NOTIFICATIONS, [load.id], ctx.logger);
  if (ctx.config.DEADLINE_CLOCK === "upload") await scheduleLoadDeadline({ ctx, load });
}
