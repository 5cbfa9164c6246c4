import type { ServiceContext } from "../../core/service-context";
import { loadDeadlineStub } from "./stub";

/**
 * Tells a load's object that its deadline is met (D1 already says so). Best-effort: should the call
 * fail, the object finds the shared document in D1 at its next step and settles then.
 */
export async function settleLoadDeadline(ctx: ServiceContext, input: { loadId: string }): Promise<void> {
  const { loadId } = input;
  try {
    await loadDeadlineStub(ctx, loadId).settle(ctx.now());
  } catch (error) {
    ctx.logger.error("load_deadline_settle_failed", { loadId, error: String(error) });
  }
}
