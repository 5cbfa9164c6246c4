/**
 * The broker profiles' right of reply in the demo market: Demo Freight Brokerage's public reply, one of
 * its missed deadlines disputed and upheld by the administrator (so its score and history show the
 * removal), and one dispute still open for the administrator to decide. Idempotent: once per database.
 */
const DEMO_BROKERAGE_MC = "MC1234567";

const REPLY =
  "Our compliance desk answers every 371.3 request the same day. If a record is late, write to compliance@demofreight.test.";
const UPHELD = {
  statement:
    "We e-mailed the rate confirmation and invoice to the carrier's dispatch address 20 hours after the load; the " +
    "carrier's reply confirming receipt is on file.",
  reason: "The carrier confirmed receipt within the 48 hours; the record reached them another way.",
};
const OPEN =
  "The carrier's e-mail address on the load bounced; we sent the record by fax the next morning and can provide the log.";

export async function seedBrokerProfiles(db: D1Database, prefix: string, now: number): Promise<number> {
  const existing = await db.prepare("SELECT count(*) AS n FROM broker_disputes").first<{ n: number }>();
  if ((existing?.n ?? 0) > 0) return 0;
  const ids = await db
    .prepare(
      `SELECT b.id AS brokerageId,
         (SELECT id FROM users WHERE brokerage_id = b.id ORDER BY created_at LIMIT 1) AS brokerId,
         (SELECT id FROM users WHERE email = 'admin@truerate.test') AS adminId
       FROM brokerages b WHERE b.mc_number = ?1`,
    )
    .bind(DEMO_BROKERAGE_MC)
    .first<{ brokerageId: string; brokerId: string | null; adminId: string | null }>();
  if (!ids) return 0;
  // The two most recent missed deadlines of the brokerage's market loads.
  const { results: missed } = await db
    .prepare(
      `SELECT l.id FROM loads l JOIN compliance_events e ON e.load_id = l.id AND e.type = 'deadline_missed'
       WHERE l.brokerage_id = ?1 AND l.load_number LIKE ?2 ORDER BY l.uploaded_at DESC LIMIT 2`,
    )
    .bind(ids.brokerageId, `${prefix}%`)
    .all<{ id: string }>();
  const [upheld, open] = missed;
  if (!upheld || !open) return 0;
  const decidedAt = now - 3 * 24 * 60 * 60 * 1000;
  await db.batch([
    db
      .prepare(
        "INSERT INTO broker_replies (id, brokerage_id, body, written_by, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
      )
      .bind(crypto.randomUUID(), ids.brokerageId, REPLY, ids.brokerId, now - 10 * 24 * 60 * 60 * 1000),
    db
      .prepare(
        `INSERT INTO broker_disputes (id, brokerage_id, load_id, kind, statement, filed_by, created_at, status,
           decision_reason, decided_by, decided_at)
         VALUES (?1, ?2, ?3, 'deadline_missed', ?4, ?5, ?6, 'upheld', ?7, ?8, ?9)`,
      )
      .bind(
        crypto.randomUUID(),
        ids.brokerageId,
        upheld.id,
        UPHELD.statement,
        ids.brokerId,
        decidedAt - 2 * 24 * 60 * 60 * 1000,
        UPHELD.reason,
        ids.adminId,
        decidedAt,
      ),
    db
      .prepare(
        `INSERT INTO broker_disputes (id, brokerage_id, load_id, kind, statement, filed_by, created_at)
         VALUES (?1, ?2, ?3, 'deadline_missed', ?4, ?5, ?6)`,
      )
      .bind(crypto.randomUUID(), ids.brokerageId, open.id, OPEN, ids.brokerId, now - 24 * 60 * 60 * 1000),
  ]);
  return 2;
}
