import type { ServiceContext } from "../../http/service-context";

export interface CreatedLoad {
  id: string;
  userId: string;
  brokerageId: string | null;
  uploadedAt: Date;
  /** uploadedAt + 48 hours (spec 001 §9), already stored on the load as deadline_at. */
  deadlineAt: Date;
}

/**
 * Runs after a load and its document links are committed. The extension point for what follows an
 * upload: arming the load's LoadDeadline Durable Object alarm at `deadlineAt` and asking the broker
 * for documents. Deliberately empty until that work lands: the deadline is already recorded, so
 * nothing is lost meanwhile.
 */
export async function onLoadCreated(_args: { ctx: ServiceContext; load: CreatedLoad }): Promise<void> {}
