import type { ServiceContext } from "../../core/service-context";
import { loadDeadlineStub } from "./stub";

/**
 * Disarms a deleted load's object. Best-effort: the load is already gone, and should this call fail
 * the alarm still fires, finds no load and forgets itself.
 */
export async function cancelLoadDeadline(ctx: ServiceContext, input: { loadId: string }): Promise<void> {
  const { loadId } = input;
  try {
    await loadDeadlineStub(ctx, loadId).cancel();
  } catch (error) {
    ctx.logger.error("load_deadline_cancel_failed", { loadId, error: String(error) });
  }
}
