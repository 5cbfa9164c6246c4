import type { ServiceContext } from "../../core/service-context";
import {
  type DeadlineLoad,
  deadlineMetStatements,
  deadlineMissedStatements,
  settleAndReadLoad,
} from "../../db/queries/deadlines";

export type { DeadlineLoad };

/**
 * The deadline has come: a load with a document shared in time becomes compliant, any other
 * pending load overdue, each with its one compliance event, in one batch. Returns the load as it
 * stands afterwards (null when it was deleted); running it again returns the same.
 */
export async function closeDeadline(ctx: ServiceContext, input: { loadId: string }): Promise<DeadlineLoad | null> {
  const db = ctx.env.DB;
  const { loadId } = input;
  const writer = { loadId, now: ctx.now(), actorUserId: null, requestId: null };
  return settleAndReadLoad(db, loadId, [...deadlineMetStatements(db, writer), ...deadlineMissedStatements(db, writer)]);
}

/**
 * Before the deadline: makes a load compliant if a document was shared in time but the share's
 * own settle never reached the object (it is best-effort). Returns the load as it stands.
 */
export async function settleIfShared(ctx: ServiceContext, input: { loadId: string }): Promise<DeadlineLoad | null> {
  const db = ctx.env.DB;
  const { loadId } = input;
  return settleAndReadLoad(
    db,
    loadId,
    deadlineMetStatements(db, { loadId, now: ctx.now(), actorUserId: null, requestId: null }),
  );
}
