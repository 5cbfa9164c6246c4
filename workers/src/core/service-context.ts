import type { Context } from "hono";
import { createDb, type Database } from "../db/client";
import { type Config, type Env, readConfig } from "../env";
import type { AppEnv, Clock } from "../http/types";
import type { Actor } from "../services/auth/actor";
import type { Logger } from "./logger";

export const systemClock: Clock = { now: () => Date.now() };

/** What a service may use: storage, settings, the time, who is asking, and where from. */
export interface ServiceContext {
  db: Database;
  env: Env;
  config: Config;
  now(): number;
  actor: Actor | null;
  requestId: string;
  logger: Logger;
  /** CF-Connecting-IP; absent when not behind Cloudflare's edge (local development, tests). */
  clientIp: string | null;
  /** Work that may finish after the response (so its duration reveals nothing to the caller). */
  waitUntil(work: Promise<unknown>): void;
}

export function serviceContext(c: Context<AppEnv>): ServiceContext {
  const clock = c.get("clock") ?? systemClock;
  const logger = c.get("logger");
  return {
    db: createDb(c.env.DB),
    env: c.env,
    config: readConfig(c.env),
    now: () => clock.now(),
    actor: c.get("actor") ?? null,
    requestId: c.get("requestId"),
    logger,
    clientIp: c.req.header("cf-connecting-ip") ?? null,
    waitUntil: (work) => {
      const logged = work.catch((error: unknown) => logger.error("background_work_failed", { error: String(error) }));
      try {
        c.executionCtx.waitUntil(logged);
      } catch {
        // No execution context (a plain fetch in a script): the promise still runs to completion.
      }
    },
  };
}
