import type { Actor } from "../../core/actor";
import { unauthenticated } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { findUserById, type UserRow } from "./queries";

export async function getCurrentUser(ctx: ServiceContext, input: { actor: Actor }): Promise<UserRow> {
  const { actor } = input;
  const user = await findUserById(ctx, actor.userId);
  // The session outlived its user only if a deletion raced this request.
  if (!user) throw unauthenticated("Please log in to continue.");
  return user;
}
