import { DOCUMENT_DEADLINE_HOURS } from "@truerate/domain/compliance";
import { and, eq, isNull, sql } from "drizzle-orm";
import { readConfig } from "../../core/env";
import type { ServiceContext } from "../../core/service-context";
import { loadRequests, loads, users } from "../../db/schema";
import { loadDeadlineStub } from "../deadlines/stub";
import type { Mailer } from "../mail/mailer";
import { loadRequestMail } from "./request-mail";
import { signResponseToken } from "./response-token";

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
  const { env, db } = ctx;
  const now = new Date(ctx.now());
  const [, , found] = await db.batch([
    db
      .update(loadRequests)
      .set({ deliveredAt: now })
      .where(and(eq(loadRequests.loadId, loadId), isNull(loadRequests.deliveredAt))),
    // With the "delivery" clock the 48 hours start at the delivery instant just claimed.
    db
      .update(loads)
      .set({
        deadlineAt: sql`(SELECT ${loadRequests.deliveredAt} FROM ${loadRequests} WHERE ${loadRequests.loadId} = ${loadId}) + ${DOCUMENT_DEADLINE_HOURS * 3_600_000}`,
      })
      .where(
        and(
          eq(loads.id, loadId),
          sql`${readConfig(env).DEADLINE_CLOCK} = 'delivery'`,
          eq(loads.complianceStatus, "pending"),
        ),
      ),
    db
      .select({
        id: loads.id,
        loadNumber: loads.loadNumber,
        date: loads.date,
        pickupCity: loads.pickupCity,
        pickupState: loads.pickupState,
        deliveryCity: loads.deliveryCity,
        deliveryState: loads.deliveryState,
        brokerName: loads.brokerName,
        brokerEmail: loads.brokerEmail,
        brokerageId: loads.brokerageId,
        deadlineAt: loads.deadlineAt,
        complianceStatus: loads.complianceStatus,
        carrierName: users.companyName,
        carrierMcNumber: users.mcNumber,
        nonce: loadRequests.nonce,
        queuedAt: loadRequests.queuedAt,
        answeredAt: loadRequests.answeredAt,
      })
      .from(loadRequests)
      .innerJoin(loads, eq(loads.id, loadRequests.loadId))
      .leftJoin(users, eq(users.id, loads.userId))
      .where(eq(loadRequests.loadId, loadId)),
  ]);
  const row = found[0];
  // The load was deleted since, or the broker already answered: nobody is owed a (used) link.
  if (!row || row.answeredAt !== null) return;
  const request = { ...row, deadlineAt: row.deadlineAt.getTime() };
  if (readConfig(env).DEADLINE_CLOCK === "delivery" && request.complianceStatus === "pending") {
    await loadDeadlineStub(env, loadId).schedule(loadId, request.deadlineAt);
  }

  const members = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.brokerageId, request.brokerageId ?? ""), eq(users.userType, "broker")))
    .orderBy(users.email);
  const recipients = new Set([request.brokerEmail.toLowerCase(), ...members.map((row) => row.email.toLowerCase())]);
  const token = await signResponseToken(env, { loadId, nonce: request.nonce, issuedAt: request.queuedAt.getTime() });
  const link = `${readConfig(env).APP_ORIGIN}/respond/${token}`;
  for (const to of recipients) await dependencies.mailer.send(loadRequestMail({ load: request, to, link }));

  await db
    .update(loadRequests)
    .set({ status: "delivered" })
    .where(and(eq(loadRequests.loadId, loadId), eq(loadRequests.status, "queued")));
  ctx.logger.info("load_request_delivered", { loadId, recipients: recipients.size });
}
