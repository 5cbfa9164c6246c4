import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(ctx: ServiceContext, id: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The newest user waiting to move to this address (the one whose code was sent last). */
export async function findUserByPendingEmail(ctx: ServiceContext, email: string): Promise<UserRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.pendingEmail, email.toLowerCase()))
    .orderBy(desc(users.verificationSentAt))
    .limit(1);
  return row;
}
