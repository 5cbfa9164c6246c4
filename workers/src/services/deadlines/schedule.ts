import type { ServiceContext } from "../../core/service-context";
import { loadDeadlineStub } from "./stub";

/**
 * Arms a new load's LoadDeadline object. The load is already committed with its deadline, so a
 * failure here is logged rather than failing the upload (the carrier would only submit it again).
 */
export async function scheduleLoadDeadline(
  ctx: ServiceContext,
  input: { load: { id: string; deadlineAt: Date } },
): Promise<void> {
  const { load } = input;
  try {
    await loadDeadlineStub(ctx, load.id).schedule(load.id, load.deadlineAt.getTime());
  } catch (error) {
    ctx.logger.error("load_deadline_schedule_failed", { loadId: load.id, error: String(error) });
  }
}
