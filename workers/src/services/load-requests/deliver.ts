import { DOCUMENT_DEADLINE_HOURS } from "@truerate/domain/compliance";
import { readConfig } from "../../core/env";
import type { ServiceContext } from "../../core/service-context";
import { loadDeadlineStub } from "../deadlines/stub";
import type { Mailer } from "../mail/mailer";
import { loadRequestMail, type RequestedLoad } from "./request-mail";
import { signResponseToken } from "./response-token";

interface RequestRow extends RequestedLoad {
  brokerEmail: string;
  brokerageId: string | null;
  complianceStatus: string;
  nonce: string;
  queuedAt: number;
  deliveredAt: number | null;
  answeredAt: number | null;
}

const SELECT_REQUEST = `SELECT l.id, l.load_number AS loadNumber, l.date, l.pickup_city AS pickupCity,
  l.pickup_state AS pickupState, l.delivery_city AS deliveryCity, l.delivery_state AS deliveryState,
  l.broker_name AS brokerName, l.broker_email AS brokerEmail, l.brokerage_id AS brokerageId,
  l.deadline_at AS deadlineAt, l.compliance_status AS complianceStatus,
  u.company_name AS carrierName, u.mc_number AS carrierMcNumber,
  r.nonce, r.queued_at AS queuedAt, r.delivered_at AS deliveredAt, r.answered_at AS answeredAt
  FROM load_requests r JOIN loads l ON l.id = r.load_id LEFT JOIN users u ON u.id = l.user_id
  WHERE r.load_id = ?1`;

/**
 * The consumer's work for one load's request: the delivery instant is claimed once; with the
 * "delivery" clock the 48 hours start there (the proposed rule) and the deadline object is armed
 * for them; then one e-mail to the load's broker address and to each member of its brokerage.
 * Every step is idempotent (the instant is kept, mails are keyed by load and address), so a retry
 * repeats nothing; a mailer failure throws and the queue retries, then parks the job.
 */
export async function deliverLoadRequest(
  ctx: ServiceContext,
  loadId: string,
  dependencies: { readonly mailer: Mailer },
) {
  const { env } = ctx;
  const db = env.DB;
  const now = ctx.now();
  const [, , found] = await db.batch<RequestRow>([
    db
      .prepare("UPDATE load_requests SET delivered_at = ?1 WHERE load_id = ?2 AND delivered_at IS NULL")
      .bind(now, loadId),
    db
      .prepare(
        `UPDATE loads SET deadline_at = (SELECT delivered_at FROM load_requests WHERE load_id = ?1) + ?2
         WHERE id = ?1 AND ?3 = 'delivery' AND compliance_status = 'pending'`,
      )
      .bind(loadId, DOCUMENT_DEADLINE_HOURS * 3_600_000, readConfig(env).DEADLINE_CLOCK),
    db.prepare(SELECT_REQUEST).bind(loadId),
  ]);
  const request = found?.results[0];
  // The load was deleted since, or the broker already answered: nobody is owed a (used) link.
  if (!request || request.answeredAt !== null) return;
  if (readConfig(env).DEADLINE_CLOCK === "delivery" && request.complianceStatus === "pending") {
    await loadDeadlineStub(env, loadId).schedule(loadId, request.deadlineAt);
  }

  const members = await db
    .prepare("SELECT email FROM users WHERE brokerage_id = ?1 AND user_type = 'broker' ORDER BY email")
    .bind(request.brokerageId ?? "")
    .all<{ email: string }>();
  const recipients = new Set([
    request.brokerEmail.toLowerCase(),
    ...members.results.map((row) => row.email.toLowerCase()),
  ]);
  const token = await signResponseToken(env, { loadId, nonce: request.nonce, issuedAt: request.queuedAt });
  const link = `${readConfig(env).APP_ORIGIN}/respond/${token}`;
  for (const to of recipients) await dependencies.mailer.send(loadRequestMail({ load: request, to, link }));

  await db
    .prepare("UPDATE load_requests SET status = 'delivered' WHERE load_id = ?1 AND status = 'queued'")
    .bind(loadId)
    .run();
  ctx.logger.info("load_request_delivered", { loadId, recipients: recipients.size });
}
