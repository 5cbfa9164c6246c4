import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import { nextWebhookDelaySeconds } from "@truerate/domain/partners/webhook-retry";
import { signWebhook } from "@truerate/domain/partners/webhook-signature";
import type { Env } from "../../../core/env";
import type { Logger } from "../../../core/logger";
import type { QueueMessage } from "../../../core/queue-messages";
import type { ServiceContext } from "../../../core/service-context";
import {
  deliveryForAttempt,
  recordAttemptStatements,
  stalledDeliveryIds,
} from "../../../db/queries/webhook-deliveries";
import { runBatch } from "../../../db/run-batch";
import { type DocumentKeyring, loadDocumentKeyring } from "../../crypto/keyring";
import { checkEgress } from "../../egress/check-egress";
import { enqueueJobs } from "../../notifications/enqueue";
import { cancelDeliveries } from "./cancel";
import { webhookJob } from "./job";
import { openWebhookSecret, WebhookSecretError } from "./sealed-secret";

/** An endpoint gets 10 seconds to answer; a slower one counts as a failure and is tried again. */
const TIMEOUT_MS = 10_000;

/** What an attempt records when the endpoint's secret does not open: the partner's log says no more. */
export const SECRET_UNAVAILABLE = "Signing secret unavailable";

/** How an attempt the egress policy stopped starts its logged error; the policy's message follows. */
export const EGRESS_REFUSED = "Not sent (egress policy)";

export interface WebhookDependencies {
  fetch: (request: Request) => Promise<Response>;
  logger?: Logger;
  /** Who resolves the endpoint's host before each attempt; by default the environment's. */
  resolver?: HostResolver;
}

type DeliveryEnv = Pick<Env, "DB" | "NOTIFICATIONS" | "DOCUMENT_KEYS" | "DOCUMENT_KEY_CURRENT" | "ENVIRONMENT">;

/** The delivery with its endpoint's URL, secrets and state, as an attempt reads it. */
type DeliveryRow = NonNullable<Awaited<ReturnType<typeof deliveryForAttempt>>>;

export type DeliveryOutcome = "succeeded" | "retry" | "failed" | "skipped" | "cancelled";

/**
 * One attempt of one delivery: signed with every live secret of the endpoint, POSTed, and recorded
 * in the delivery's attempt log. A failure schedules the next attempt on the retry schedule (more
 * than 24 hours in all, counted from the last replay) with a delayed queue job; after the last it is
 * marked failed and stays in the log for a replay. One the egress policy refuses for good is marked
 * failed at once. A delivery no longer pending (a duplicate queue job) is skipped; one whose
 * endpoint was deleted or disabled since it was queued is cancelled, never sent: the endpoint's
 * state is read at send time, so a retry queued before the deletion sends nothing either.
 */
export async function deliverWebhook(
  ctx: ServiceContext,
  { deliveryId, ...options }: { deliveryId: string } & Pick<WebhookDependencies, "resolver">,
): Promise<DeliveryOutcome> {
  const { env } = ctx;
  const now = ctx.now();
  const logger = ctx.logger.child({ component: "webhooks" });
  const dependencies: WebhookDependencies = { fetch: ctx.fetch, logger, ...options };
  const row = await deliveryForAttempt(ctx.db, deliveryId);
  if (row?.status !== "pending") return "skipped";
  if (row.disabledAt !== null) {
    await cancelDeliveries(ctx, { id: row.id });
    return "cancelled";
  }

  const { statusCode, error, final } = await attempt(env, row, dependencies, now, logger);
  const attempts = row.attempts + 1;
  const succeeded = error === null && statusCode !== null && statusCode >= 200 && statusCode < 300;
  const delay = succeeded || final ? null : nextWebhookDelaySeconds(attempts - row.roundStart);
  const status = succeeded ? "succeeded" : delay === null ? "failed" : "pending";
  const lastError = succeeded ? null : (error ?? `HTTP ${statusCode}`);
  // Guarded by the attempt count it read: of two jobs of one delivery that raced, only the first
  // records its attempt and schedules the next; the other's log row is ignored with it.
  const [, updated] = await runBatch(
    ctx.db,
    recordAttemptStatements(ctx.db, {
      deliveryId: row.id,
      readAttempts: row.attempts,
      attempt: {
        deliveryId: row.id,
        attempt: attempts,
        round: row.replays,
        attemptedAt: new Date(now),
        statusCode,
        error: lastError,
      },
      changes: {
        status,
        attempts,
        lastStatusCode: statusCode,
        lastError,
        nextAttemptAt: delay === null ? null : new Date(now + delay * 1000),
        ...(status === "succeeded" ? { deliveredAt: new Date(now) } : {}),
      },
    }),
  );
  if (status !== "pending") return status;
  if (!updated?.meta.changes) return "skipped";
  const job: QueueMessage = webhookJob(row.id);
  await env.NOTIFICATIONS.send(job, { delaySeconds: delay ?? 0 });
  return "retry";
}

interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  /** No retry can succeed: the endpoint's URL or what its name resolves to is refused by the egress policy. */
  final: boolean;
}

/** Unset or unknown counts as production, as in readConfig: the strict policy is the default. */
function environmentOf(env: Pick<Env, "ENVIRONMENT">) {
  return env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test" ? env.ENVIRONMENT : "production";
}

/**
 * One attempt: the egress policy again (the name is resolved now — it may point somewhere else than
 * at registration, and an endpoint may predate a rule), then the secrets, then the POST. A URL the
 * policy refuses fails the delivery at once with the reason in its log (not retried: it cannot
 * succeed); a name that does not resolve, or a resolver that cannot answer, is retried on schedule.
 */
async function attempt(
  env: DeliveryEnv,
  row: DeliveryRow,
  dependencies: WebhookDependencies,
  now: number,
  logger: Logger,
): Promise<AttemptResult> {
  const egress = await checkEgress(row.url, { ENVIRONMENT: environmentOf(env) }, dependencies.resolver);
  if (!egress.allowed) {
    logger.warn("webhook_egress_refused", {
      deliveryId: row.id,
      endpointId: row.endpointId,
      reason: egress.reason,
      retried: egress.transient,
    });
    return { statusCode: null, error: `${EGRESS_REFUSED}: ${egress.message}`, final: !egress.transient };
  }
  const secrets = await signingSecrets(row, await loadDocumentKeyring(env), now, logger);
  if (!secrets) return { statusCode: null, error: SECRET_UNAVAILABLE, final: false };
  return { ...(await post(row, secrets, now, dependencies.fetch)), final: false };
}

/** The signed POST of one attempt: the endpoint's status code, or why there was none. */
async function post(
  row: DeliveryRow,
  secrets: string[],
  now: number,
  fetch: WebhookDependencies["fetch"],
): Promise<{ statusCode: number | null; error: string | null }> {
  const headers = await signWebhook(secrets, {
    id: row.id,
    timestampSeconds: Math.floor(now / 1000),
    body: row.payload,
  });
  try {
    const response = await fetch(
      new Request(row.url, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "TrueRate-Webhooks/1", ...headers },
        body: row.payload,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    await response.body?.cancel();
    return { statusCode: response.status, error: null };
  } catch (caught) {
    const error = caught instanceof Error ? `${caught.name}: ${caught.message}`.slice(0, 300) : "request failed";
    return { statusCode: null, error };
  }
}

/**
 * Every live secret of the endpoint, opened only now, to sign. When the current one does not open
 * (a key-encryption key removed too early, a value moved from another endpoint) nothing is sent:
 * undefined, and the attempt fails and is retried on the schedule like an endpoint's own failure,
 * so restoring the key (or rotating the secret) lets the retry or a replay go out. An unreadable
 * previous secret only loses its signature.
 */
async function signingSecrets(
  row: DeliveryRow,
  keyring: DocumentKeyring,
  now: number,
  logger: Logger,
): Promise<string[] | undefined> {
  const open = async (stored: string, slot: "secret" | "previous_secret") => {
    try {
      return await openWebhookSecret(stored, row.endpointId, keyring);
    } catch (error) {
      if (!(error instanceof WebhookSecretError)) throw error;
      logger.error("webhook_secret_unreadable", {
        deliveryId: row.id,
        endpointId: row.endpointId,
        slot,
        reason: error.reason,
      });
      return undefined;
    }
  };
  const current = await open(row.secret, "secret");
  if (current === undefined) return undefined;
  const live = row.previousSecret && (row.previousSecretExpiresAt?.getTime() ?? 0) > now;
  const previous = live && row.previousSecret ? await open(row.previousSecret, "previous_secret") : undefined;
  return previous === undefined ? [current] : [current, previous];
}

/** Deliveries due for a while whose queue job went missing (a failed send): queued again. */
export async function requeueStalledDeliveries(ctx: ServiceContext): Promise<number> {
  const { env } = ctx;
  const now = ctx.now();
  const results = await stalledDeliveryIds(ctx.db, { dueBefore: now - 15 * 60 * 1000, limit: 500 });
  await enqueueJobs(
    env.NOTIFICATIONS,
    results.map(({ id }) => webhookJob(id)),
  );
  return results.length;
}
