import { readConfig } from "../../core/env";
import type { ServiceContext } from "../../core/service-context";
import { brokerMembersOf, claimRequestDeliveries, markRequestsDelivered } from "../../db/queries/load-requests";
import { loadDeadlineStub } from "../deadlines/stub";
import type { Mailer } from "../mail/mailer";
import { enqueueJobs } from "../notifications/enqueue";
import { loadsWithinBudget } from "./mail-budget";
import { loadRequestJobs } from "./request-job";
import { loadRequestMail } from "./request-mail";
import { signResponseToken } from "./response-token";

type Dependencies = {
  readonly mailer: Mailer;
  /** MAILS_PER_JOB unless a test says otherwise. */
  readonly mailsPerJob?: number;
};

/**
 * The consumer's work for a job's requests (up to 100 loads), in three round trips to D1 whatever
 * the count: each load's delivery instant is claimed once; with the "delivery" clock its 48 hours
 * start there (the proposed rule) and its deadline object is armed for them; then one e-mail to the
 * load's broker address and to each member of its brokerage. Every step is idempotent (the instant
 * is kept, mails are keyed by load and address), so a retry repeats nothing. A load whose mail
 * failed stays queued and the job throws, so the queue retries it (then parks it); the others are
 * marked delivered. A job whose mails would pass MAILS_PER_JOB (mail-budget.ts) sends what fits
 * and queues the rest as a new job.
 */
export async function deliverLoadRequests(
  ctx: ServiceContext,
  input: { loadIds: readonly string[]; dependencies: Dependencies },
): Promise<void> {
  const { env, db } = ctx;
  const { loadIds, dependencies } = input;
  if (loadIds.length === 0) return;
  const { DEADLINE_CLOCK, APP_ORIGIN } = readConfig(env);
  const found = await claimRequestDeliveries(db, { loadIds, now: new Date(ctx.now()), deadlineClock: DEADLINE_CLOCK });
  // A deleted load has no row and an answered request is owed no (used) link. A delivered one is
  // mailed again when queued again (late matching brings new members); its keyed mails do not repeat.
  const owed = found.filter((row) => row.answeredAt === null);
  const members = await brokerageMembers(ctx, owed);
  const addressed = owed.map((row) => ({
    row,
    recipients: new Set([row.brokerEmail.toLowerCase(), ...(members.get(row.brokerageId ?? "") ?? [])]),
  }));
  // Past the job's mail budget, the rest go out as a job of their own (their instants stay claimed).
  const fit = loadsWithinBudget(
    addressed.map(({ recipients }) => recipients.size),
    dependencies.mailsPerJob,
  );
  const waiting = addressed.slice(0, fit);
  const later = addressed.slice(fit).map(({ row }) => row.id);
  if (later.length > 0) await enqueueJobs(env.NOTIFICATIONS, loadRequestJobs(later));

  const outcomes = await Promise.allSettled(
    waiting.map(async ({ row, recipients }) => {
      const request = { ...row, deadlineAt: row.deadlineAt.getTime() };
      if (DEADLINE_CLOCK === "delivery" && request.complianceStatus === "pending") {
        await loadDeadlineStub(ctx, row.id).schedule(row.id, request.deadlineAt);
      }
      const token = await signResponseToken(ctx, {
        loadId: row.id,
        nonce: row.nonce,
        issuedAt: row.queuedAt.getTime(),
      });
      const link = `${APP_ORIGIN}/respond/${token}`;
      for (const to of recipients) await dependencies.mailer.send(loadRequestMail({ load: request, to, link }));
    }),
  );
  const delivered = waiting.filter((_, index) => outcomes[index]?.status === "fulfilled").map(({ row }) => row.id);
  if (delivered.length > 0) {
    await markRequestsDelivered(db, delivered);
  }
  ctx.logger.info("load_requests_delivered", { loads: delivered.length, of: loadIds.length, later: later.length });
  const failed = outcomes.flatMap((outcome, index) =>
    outcome.status === "rejected" ? [`${waiting[index]?.row.id}: ${String(outcome.reason)}`] : [],
  );
  if (failed.length > 0) {
    throw new Error(`${failed.length} of ${waiting.length} requests not delivered (${failed.slice(0, 3).join("; ")})`);
  }
}

/** The broker members' addresses of each brokerage these loads name, in one read. */
async function brokerageMembers(
  ctx: ServiceContext,
  rows: readonly { brokerageId: string | null }[],
): Promise<Map<string, string[]>> {
  const brokerageIds = [...new Set(rows.flatMap((row) => (row.brokerageId ? [row.brokerageId] : [])))];
  const members = new Map<string, string[]>();
  if (brokerageIds.length === 0) return members;
  const found = await brokerMembersOf(ctx.db, brokerageIds);
  for (const { brokerageId, email } of found) {
    if (!brokerageId) continue;
    members.set(brokerageId, [...(members.get(brokerageId) ?? []), email.toLowerCase()]);
  }
  return members;
}
