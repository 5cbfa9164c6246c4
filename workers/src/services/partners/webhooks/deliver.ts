import { nextWebhookDelaySeconds } from "@truerate/domain/partners/webhook-retry";
import { signWebhook } from "@truerate/domain/partners/webhook-signature";
import type { Env } from "../../../env";
import type { QueueMessage } from "../../../queues/messages";
import { enqueueJobs } from "../../notifications/enqueue";
import { webhookJob } from "./job";

/** An endpoint gets 10 seconds to answer; a slower one counts as a failure and is tried again. */
const TIMEOUT_MS = 10_000;

export interface WebhookDependencies {
  fetch: (request: Request) => Promise<Response>;
}

interface DeliveryRow {
  id: string;
  payload: string;
  status: string;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  disabled_at: number | null;
}

export type DeliveryOutcome = "succeeded" | "retry" | "failed" | "skipped";

/**
 * One attempt of one delivery: signed with every live secret of the endpoint, POSTed, and recorded.
 * A failure schedules the next attempt on the retry schedule (more than 24 hours in all) with a
 * delayed queue job; after the last it is marked failed and stays in the log for a replay.
 * A delivery no longer pending (a duplicate queue job) is skipped.
 */
export async function deliverWebhook(
  env: Pick<Env, "DB" | "NOTIFICATIONS">,
  deliveryId: string,
  dependencies: WebhookDependencies,
  now: number = Date.now(),
): Promise<DeliveryOutcome> {
  const db = env.DB;
  const row = await db
    .prepare(
      `SELECT d.id, d.payload, d.status, d.attempts, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at, e.disabled_at
       FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE d.id = ?1`,
    )
    .bind(deliveryId)
    .first<DeliveryRow>();
  if (row?.status !== "pending") return "skipped";

  const secrets = [row.secret];
  if (row.previous_secret && (row.previous_secret_expires_at ?? 0) > now) secrets.push(row.previous_secret);
  const headers = await signWebhook(secrets, {
    id: row.id,
    timestampSeconds: Math.floor(now / 1000),
    body: row.payload,
  });
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await dependencies.fetch(
      new Request(row.url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "TrueRate-Webhooks/1", ...headers },
        body: row.payload,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    statusCode = response.status;
    await response.body?.cancel();
  } catch (caught) {
    error = caught instanceof Error ? `${caught.name}: ${caught.message}`.slice(0, 300) : "request failed";
  }
  const attempts = row.attempts + 1;
  if (error === null && statusCode !== null && statusCode >= 200 && statusCode < 300) {
    await db
      .prepare(
        `UPDATE webhook_deliveries SET status = 'succeeded', attempts = ?2, last_status_code = ?3, last_error = NULL,
           delivered_at = ?4, next_attempt_at = NULL WHERE id = ?1`,
      )
      .bind(row.id, attempts, statusCode, now)
      .run();
    return "succeeded";
  }
  const delay = nextWebhookDelaySeconds(attempts);
  const lastError = error ?? `HTTP ${statusCode}`;
  await db
    .prepare(
      `UPDATE webhook_deliveries SET status = ?2, attempts = ?3, last_status_code = ?4, last_error = ?5, next_attempt_at = ?6
       WHERE id = ?1`,
    )
    .bind(
      row.id,
      delay === null ? "failed" : "pending",
      attempts,
      statusCode,
      lastError,
      delay === null ? null : now + delay * 1000,
    )
    .run();
  if (delay === null) return "failed";
  const job: QueueMessage = webhookJob(row.id);
  await env.NOTIFICATIONS.send(job, { delaySeconds: delay });
  return "retry";
}

/** Deliveries due for a while whose queue job went missing (a failed send): queued again. */
export async function requeueStalledDeliveries(env: Pick<Env, "DB" | "NOTIFICATIONS">, now: number): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at < ?1 LIMIT 500`,
  )
    .bind(now - 15 * 60 * 1000)
    .all<{ id: string }>();
  await enqueueJobs(
    env.NOTIFICATIONS,
    results.map(({ id }) => webhookJob(id)),
  );
  return results.length;
}
