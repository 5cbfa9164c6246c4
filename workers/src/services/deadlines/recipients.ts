import type { ServiceContext } from "../../core/service-context";
import { brokerageUsersAndAdmins } from "../../db/queries/deadlines";
import type { DeadlineLoad } from "./deadline-load";

export interface DeadlineRecipients {
  carrierId: string | null;
  brokerUserIds: string[];
  adminIds: string[];
}

/** Who hears about a load's deadline: its carrier, its brokerage's users, and every administrator. */
export async function deadlineRecipients(ctx: ServiceContext, load: DeadlineLoad): Promise<DeadlineRecipients> {
  const { brokers, admins } = await brokerageUsersAndAdmins(ctx.db, load.brokerageId);
  return {
    carrierId: load.userId,
    brokerUserIds: brokers.map((row) => row.id),
    adminIds: admins.map((row) => row.id),
  };
}
