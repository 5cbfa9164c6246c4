import type { Context } from "hono";
import { createServiceContext, type ServiceContext } from "../core/service-context";
import type { AppEnv } from "./types";

/** The service context of one request: its clock, actor, request id and logger. */
export function serviceContext(c: Context<AppEnv>): ServiceContext {
  return createServiceContext({
    env: c.env,
    ...(c.get("clock") ? { clock: c.get("clock") } : {}),
    actor: c.get("actor") ?? null,
    requestId: c.get("requestId"),
    logger: c.get("logger"),
    clientIp: c.req.header("cf-connecting-ip") ?? null,
    waitUntil: (work) => {
      try {
        c.executionCtx.waitUntil(work);
      } catch {
        // No execution context (a plain fetch in a script): the promise still runs to completion.
      }
    },
  });
}
