import { createDb, type Database } from "../db/client";
import type { Actor } from "./actor";
import { type Config, type Env, readConfig } from "./env";
import { createLogger, type Logger } from "./logger";

/** Where services read the time; tests put a movable clock here instead of sleeping. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * What every service runs with, whichever way the work arrived (a request, a queue message, an
 * alarm, the cron): storage, settings, the time, who is asking, and where from. Built once per
 * entry point; services take it first and their input second.
 */
export interface ServiceContext {
  db: Database;
  env: Env;
  config: Config;
  now(): number;
  /** The signed-in user; null for background work and anonymous requests. */
  actor: Actor | null;
  requestId: string;
  logger: Logger;
  /** CF-Connecting-IP; absent when not behind Cloudflare's edge (local development, tests, background work). */
  clientIp: string | null;
  /** Work that may finish after the response (so its duration reveals nothing to the caller). */
  waitUntil(work: Promise<unknown>): void;
  /** Outbound HTTP (Stripe, partner webhooks); tests put a fake endpoint here. */
  fetch(request: Request): Promise<Response>;
}

export interface ServiceContextInput {
  env: Env;
  clock?: Clock;
  actor?: Actor | null;
  requestId?: string;
  logger?: Logger;
  clientIp?: string | null;
  /** The platform's waitUntil; without one (a script, a test) the work simply runs to its end. */
  waitUntil?: (work: Promise<unknown>) => void;
  fetch?: (request: Request) => Promise<Response>;
  db?: Database;
}

export function createServiceContext(input: ServiceContextInput): ServiceContext {
  const clock = input.clock ?? systemClock;
  const requestId = input.requestId ?? crypto.randomUUID();
  const logger = input.logger ?? createLogger({ requestId });
  const keepAlive = input.waitUntil;
  return {
    db: input.db ?? createDb(input.env.DB),
    env: input.env,
    config: readConfig(input.env),
    now: () => clock.now(),
    actor: input.actor ?? null,
    requestId,
    logger,
    clientIp: input.clientIp ?? null,
    waitUntil: (work) => {
      const logged = work.catch((error: unknown) => logger.error("background_work_failed", { error: String(error) }));
      keepAlive?.(logged);
    },
    fetch: input.fetch ?? ((request) => fetch(request)),
  };
}
