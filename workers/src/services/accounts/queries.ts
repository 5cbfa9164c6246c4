import type { ServiceContext } from "../../core/service-context";
import type { UserRow } from "../../db/queries/accounts";
import * as accounts from "../../db/queries/accounts";

export type { UserRow } from "../../db/queries/accounts";

export function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  return accounts.findUserByEmail(ctx.db, email);
}

export function findUserById(ctx: ServiceContext, id: string): Promise<UserRow | undefined> {
  return accounts.findUserById(ctx.db, id);
}

/** The newest user waiting to move to this address (the one whose code was sent last). */
export function findUserByPendingEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  return accounts.findUserByPendingEmail(ctx.db, email);
}
