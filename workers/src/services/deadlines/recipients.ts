import type { DeadlineLoad } from "./deadline-load";

export interface DeadlineRecipients {
  carrierId: string | null;
  brokerUserIds: string[];
  adminIds: string[];
}

/** Who hears about a load's deadline: its carrier, its brokerage's users, and every administrator. */
export async function deadlineRecipients(db: D1Database, load: DeadlineLoad): Promise<DeadlineRecipients> {
  const [brokers, admins] = await db.batch<{ id: string }>([
    db
      .prepare("SELECT id FROM users WHERE brokerage_id = ?1 AND user_type = 'broker' ORDER BY id")
      .bind(load.brokerageId ?? ""),
    db.prepare("SELECT id FROM users WHERE is_admin = 1 OR user_type = 'admin' ORDER BY id"),
  ]);
  return {
    carrierId: load.userId,
    brokerUserIds: (brokers?.results ?? []).map((row) => row.id),
    adminIds: (admins?.results ?? []).map((row) => row.id),
  };
}
