import type { Context } from "hono";
import { createPaymentsContext, type PaymentsContext } from "../services/payments/context";
import { systemClock } from "./service-context";
import type { AppEnv } from "./types";

/** The payment services' context for this request: its clock, logger and signed-in user. */
export function paymentsContext(c: Context<AppEnv>): PaymentsContext {
  const clock = c.get("clock") ?? systemClock;
  return createPaymentsContext({
    env: c.env,
    now: new Date(clock.now()),
    logger: c.get("logger"),
    requestId: c.get("requestId"),
    actorUserId: c.get("actor")?.userId ?? null,
  });
}
