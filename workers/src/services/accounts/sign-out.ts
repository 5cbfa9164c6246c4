import type { ServiceContext } from "../../core/service-context";
import { revokeSession } from "./sessions";

/** Revokes this browser's session. Signing out without one is not an error. */
export async function signOut(ctx: ServiceContext): Promise<void> {
  if (ctx.actor) await revokeSession(ctx, { sessionId: ctx.actor.sessionId });
}
