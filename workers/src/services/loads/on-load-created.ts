import type { ServiceContext } from "../../core/service-context";
import { scheduleLoadDeadline } from "../deadlines/schedule";

export interface CreatedLoad {
  id: string;
  userId: string;
  brokerageId: string | null;
  uploadedAt: Date;
  /** uploadedAt + 48 hours (the load-board spec's business constants and limits), already stored on the load as deadline_at. */
  deadlineAt: Date;
}

/**
 * Runs after a load and its document links are committed: arms the load's LoadDeadline Durable
 * Object (its reminders and its alarm at `deadlineAt`).
 */
export async function onLoadCreated({ ctx, load }: { ctx: ServiceContext; load: CreatedLoad }): Promise<void> {
  await scheduleLoadDeadline({ ctx, load });
}
