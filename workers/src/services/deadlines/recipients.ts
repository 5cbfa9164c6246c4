import { and, eq, or } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { users } from "../../db/schema";
import type { DeadlineLoad } from "./deadline-load";

export interface DeadlineRecipients {
  carrierId: string | null;
  brokerUserIds: string[];
  adminIds: string[];
}

/** Who hears about a load's deadline: its carrier, its brokerage's users, and every administrator. */
export async function deadlineRecipients(ctx: ServiceContext, load: DeadlineLoad): Promise<DeadlineRecipients> {
  const orm = ctx.db;
  const [brokers, admins] = await orm.batch([
    orm
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brokerageId, load.brokerageId ?? ""), eq(users.userType, "broker")))
      .orderBy(users.id),
    orm
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.isAdmin, true), eq(users.userType, "admin")))
      .orderBy(users.id),
  ]);
  return {
    carrierId: load.userId,
    brokerUserIds: brokers.map((row) => row.id),
    adminIds: admins.map((row) => row.id),
  };
}
